import { MOTIVO_NO_PRESENTADO, ORIGEN_WEB } from '@recepcion/contracts';
import { formatearNumero } from '@recepcion/domain';
import { listas } from '@recepcion/session';
import { Autocomplete, CheckboxField, DateInput, descargarCsv, generarCsv, Grid, type GridColumn, ListaEstado, PageHeader, SelectField, TEXTO_EXPORTAR_CSV, useFiltro, useSeleccion, useSoloLectura } from '@recepcion/ui';
import { useEffect, useMemo, useState } from 'react';
import { abrirDialogoReserva } from '../../lib/dialogo-reserva';
import { esFecha, hoyMas } from '../../lib/fechas';
import { useCentavos } from '../../lib/listas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { buscarClientes } from './api/buscar-clientes';
import { listadoReservas, useListadoReservasPaginado } from './api/listado-reservas';
import { columnasCsv } from './columnas-csv';
import { Paginador } from './paginador';
import type { ClienteItem, FilaListado, PaginaListado } from './tipos';
import { textoTotales } from './totales';

export const TITULO_LISTADO = 'Listado de reservas';

/**
 * The client cell (and the CSV's): a booking made on the hotel's booking page reads
 * `Web · Ana Soto`, a word in the cell itself (the grid has no room for a badge).
 */
export const textoCliente = (fila: Pick<FilaListado, 'ClienteNombre' | 'Origen'>): string =>
  fila.Origen === ORIGEN_WEB ? `${MENSAJES.web} · ${fila.ClienteNombre}` : fila.ClienteNombre;

/** A grid row: the reservation, keyed by its id for the selection. */
type Fila = FilaListado & { Id: number };

/** The status column: a no-show reads «Anulado · No presentado» (its status id stays Anulado). */
export const textoEstado = (fila: Pick<FilaListado, 'EstadoNombre' | 'NoPresentado'>): string =>
  fila.NoPresentado ? `${fila.EstadoNombre} · ${MOTIVO_NO_PRESENTADO}` : fila.EstadoNombre;

const columnas = (centavos: (monedaId: string) => boolean): GridColumn<Fila>[] => [
  { title: 'N°', data: 'ReservaId', width: 70, className: 'htRight' },
  { title: 'Check-in', data: 'CheckIN', type: 'fecha', width: 105 },
  { title: 'Check-out', data: 'CheckOUT', type: 'fecha', width: 105 },
  { title: 'Habitaciones', data: 'Habitaciones', width: 130 },
  { title: 'Cliente', data: 'ClienteNombre', width: 200, formato: (_v, fila) => textoCliente(fila) },
  { title: 'Grupo', data: 'GrupoNombre', width: 150 },
  { title: 'Pasajeros', data: 'CantidadPasajeros', type: 'numero', decimales: 0, width: 90 },
  { title: 'Total', data: 'Totales', width: 190, className: 'htRight', formato: (_v, fila) => textoTotales(fila.Totales, centavos) },
  { title: 'Estado', data: 'EstadoNombre', width: 120, formato: (_v, fila) => textoEstado(fila) },
  { title: 'Comentario', data: 'Comentario', width: 220 },
];

interface Filtro {
  desde: string | null;
  hasta: string | null;
  cliente: ClienteItem | null;
  anulados: boolean;
}
const completo = (f: Filtro) => esFecha(f.desde) && (f.hasta === null || esFecha(f.hasta));

export const TAMANOS_PAGINA = [25, 50, 100] as const;
const opcionesTamano = TAMANOS_PAGINA.map((n) => ({ value: n, label: String(n) }));

/** Whole numbers with dot thousands: `1.234`. */
const entero = (n: number) => formatearNumero(n, { decimales: 0 });
const cuenta = (n: number, uno: string, varios: string) => `${entero(n)} ${n === 1 ? uno : varios}`;

/** Under the grid: the count, guests and money of every page, as the server added them up. */
function Totales({ datos, centavos }: { datos: PaginaListado; centavos: (monedaId: string) => boolean }) {
  const saldos = datos.Saldos.map((s) => ({ MonedaId: s.MonedaId, Total: s.Saldo }));
  return (
    <p className="rs-pie" aria-live="polite" aria-label="Totales del listado">
      {cuenta(datos.CantidadReservas, 'reserva', 'reservas')}, {cuenta(datos.CantidadPasajeros, 'pasajero', 'pasajeros')}, total <strong>{textoTotales(datos.Totales, centavos) || '0'}</strong>
      {saldos.length > 0 && (
        <>
          , saldo <strong>{textoTotales(saldos, centavos)}</strong>
        </>
      )}
    </p>
  );
}

/**
 * `/reservas/listado`: the reservations whose stay touches the dates (default from 2 days ago),
 * for one client or all, cancelled ones on request. A row opens the reservation's edit modal, and
 * «Nueva reserva» the wizard, through the address (hosted by features/reserva).
 */
export function ListadoPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ desde: hoyMas(-2), hasta: null, cliente: null, anulados: false }, completo);
  const { desde, hasta, cliente, anulados } = filtro.aplicado;
  const cuerpo = useMemo(() => ({ Desde: desde as string, Hasta: hasta, ClienteId: cliente?.Id ?? null, Anulados: anulados }), [desde, hasta, cliente, anulados]);
  const [tamano, setTamano] = useState<number>(50);
  // Another filter or page size starts again from page 1.
  const [eleccion, setEleccion] = useState({ clave: '', pagina: 1 });
  const clavePagina = `${filtro.clave}/${tamano}`;
  const pagina = eleccion.clave === clavePagina ? eleccion.pagina : 1;
  const { state, refetch, datos, cargando } = useListadoReservasPaginado(hotelId, cuerpo, pagina, tamano);
  const irA = (n: number) => setEleccion({ clave: clavePagina, pagina: n });
  const filas = useMemo<Fila[]>(() => (datos?.Filas ?? []).map((f) => ({ ...f, Id: f.ReservaId })), [datos]);
  const { gridRef, seleccionado, seleccionar } = useSeleccion(filas);
  const soloLectura = useSoloLectura();
  const centavos = useCentavos();
  const cols = useMemo(() => columnas(centavos), [centavos]);
  const paginas = datos ? Math.max(1, Math.ceil(datos.CantidadReservas / datos.TamanoPagina)) : 1;
  // What the rows on screen are (the page asked for may still be on its way).
  const desdeFila = datos ? (datos.Pagina - 1) * datos.TamanoPagina + 1 : 1;
  const nombreCsv = `reservas-${desde}${hasta ? `-${hasta}` : ''}.csv`;

  // Fewer reservations than before (one was cancelled or deleted): the last page that has rows.
  useEffect(() => {
    if (datos && !cargando && datos.Filas.length === 0 && datos.Pagina > 1) setEleccion({ clave: clavePagina, pagina: paginas });
  }, [datos, cargando, clavePagina, paginas]);

  // A reservation changed anywhere in the hotel (this tab's dialogs too): the list is read again.
  useEffect(
    () =>
      listas.subscribe((_listas, actualizacion) => {
        if (actualizacion?.entidad === 'Reservas') refetch();
      }),
    [refetch],
  );

  const abrir = (fila: Fila | undefined = seleccionado) => fila && abrirDialogoReserva({ tipo: 'editar', reservaId: fila.ReservaId });
  // Every page, not only the one on screen. A failure is shown by the API client.
  const exportarCsv = () =>
    listadoReservas(cuerpo).then(
      (todas) => descargarCsv(nombreCsv, generarCsv(columnasCsv(cols, todas, centavos), todas.map((f) => ({ ...f, Id: f.ReservaId })))),
      () => undefined,
    );

  return (
    <>
      <PageHeader area="Reservas" titulo={TITULO_LISTADO} descripcion="Las reservas cuya estadía toca las fechas elegidas, con sus totales por moneda." />
      <section className="rc-card" aria-label="Reservas" aria-busy={cargando || undefined}>
        <div className="rc-toolbar">
          {!soloLectura && (
            <>
              <button type="button" className="rc-button rc-button--primary" onClick={() => abrirDialogoReserva({ tipo: 'nueva', habitaciones: [] })}>
                Nueva reserva
              </button>
              <span className="rc-toolbar__separator" aria-hidden="true" />
            </>
          )}
          <button type="button" className="rc-button" disabled={!seleccionado} onClick={() => abrir()}>
            Abrir
          </button>
          <button type="button" className="rc-button" disabled={!seleccionado} onClick={() => seleccionado && abrirDialogoReserva({ tipo: 'estado-cuenta', reservaId: seleccionado.ReservaId })}>
            Estado de cuenta
          </button>
          <button type="button" className="rc-button rc-toolbar__fin" onClick={refetch}>
            Actualizar
          </button>
        </div>
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Desde" required value={filtro.valores.desde} onChange={(valor) => filtro.cambiar({ desde: valor })} error={filtro.valores.desde ? null : MENSAJES.seleccioneFechaDesde} />
          <DateInput label="Hasta" value={filtro.valores.hasta} onChange={(valor) => filtro.cambiar({ hasta: valor })} hint="Vacío: un año" />
          <Autocomplete<ClienteItem>
            label="Cliente"
            className="rs-filtros__cliente"
            buscar={buscarClientes}
            value={filtro.valores.cliente}
            onChange={(item) => filtro.cambiar({ cliente: item })}
            placeholder="Todos los clientes"
          />
          <CheckboxField label="Anulados" checked={filtro.valores.anulados} onChange={(event) => filtro.cambiar({ anulados: event.target.checked })} />
        </div>
        {datos && datos.CantidadReservas > 0 ? (
          <>
            <Grid
              ref={gridRef}
              columns={cols}
              data={filas}
              ariaLabel={TITULO_LISTADO}
              onSelect={seleccionar}
              onActivate={(fila) => abrir(fila)}
              toolbar={
                <button type="button" className="rc-button rc-grid__export" onClick={() => void exportarCsv()}>
                  {TEXTO_EXPORTAR_CSV}
                </button>
              }
            />
            <Totales datos={datos} centavos={centavos} />
            <div className="rs-paginas">
              <Paginador
                pagina={pagina}
                paginas={paginas}
                onPagina={irA}
                etiqueta="Páginas del listado"
                detalle={`Reservas ${entero(desdeFila)}–${entero(Math.min(desdeFila + filas.length - 1, datos.CantidadReservas))} de ${entero(datos.CantidadReservas)}`}
              />
              <SelectField label="Filas por página" className="rs-paginas__tamano" options={opcionesTamano} value={tamano} onChange={(event) => setTamano(Number(event.target.value))} />
              {cargando && (
                <span className="rs-paginas__cargando" role="status">
                  <span className="rc-spinner" aria-hidden="true" />
                  Cargando reservas…
                </span>
              )}
            </div>
          </>
        ) : (
          <ListaEstado
            state={cargando && state.status === 'success' ? { status: 'loading' } : state}
            cargando="Cargando reservas…"
            error="No se pudo cargar el listado de reservas."
            vacio="No hay reservas en esas fechas." comoEmpezar="Cree una con «Nueva reserva»."
            onReintentar={refetch}
          />
        )}
      </section>
    </>
  );
}
