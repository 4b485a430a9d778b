import { listas } from '@recepcion/session';
import { Autocomplete, CheckboxField, DateInput, Grid, type GridColumn, ListaEstado, PageHeader, useFiltro, useSeleccion, useSoloLectura } from '@recepcion/ui';
import { useEffect, useMemo } from 'react';
import { abrirDialogoReserva } from '../../lib/dialogo-reserva';
import { esFecha, hoyMas } from '../../lib/fechas';
import { useCentavos } from '../../lib/listas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { buscarClientes } from './api/buscar-clientes';
import { useListadoReservas } from './api/listado-reservas';
import type { ClienteItem, FilaListado } from './tipos';
import { textoTotales } from './totales';

export const TITULO_LISTADO = 'Listado de reservas';

/** A grid row: the reservation, keyed by its id for the selection. */
type Fila = FilaListado & { Id: number };

const columnas = (centavos: (monedaId: string) => boolean): GridColumn<Fila>[] => [
  { title: 'N°', data: 'ReservaId', width: 70, className: 'htRight' },
  { title: 'Check-in', data: 'CheckIN', type: 'fecha', width: 105 },
  { title: 'Check-out', data: 'CheckOUT', type: 'fecha', width: 105 },
  { title: 'Habitaciones', data: 'Habitaciones', width: 130 },
  { title: 'Cliente', data: 'ClienteNombre', width: 200 },
  { title: 'Grupo', data: 'GrupoNombre', width: 150 },
  { title: 'Pasajeros', data: 'CantidadPasajeros', type: 'numero', decimales: 0, width: 90 },
  { title: 'Total', data: 'Totales', width: 190, className: 'htRight', formato: (_v, fila) => textoTotales(fila.Totales, centavos) },
  { title: 'Estado', data: 'EstadoNombre', width: 120 },
  { title: 'Comentario', data: 'Comentario', width: 220 },
];

interface Filtro {
  desde: string | null;
  hasta: string | null;
  cliente: ClienteItem | null;
  anulados: boolean;
}
const completo = (f: Filtro) => esFecha(f.desde) && (f.hasta === null || esFecha(f.hasta));

/**
 * `/reservas/listado`: the reservations whose stay touches the dates (default from 2 days ago),
 * for one client or all, cancelled ones on request. A row opens the reservation's edit modal, and
 * «Nueva reserva» the wizard, through the address (hosted by features/reserva).
 */
export function ListadoPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ desde: hoyMas(-2), hasta: null, cliente: null, anulados: false }, completo);
  const { desde, hasta, cliente, anulados } = filtro.aplicado;
  const cuerpo = useMemo(() => ({ Desde: desde as string, Hasta: hasta, ClienteId: cliente?.Id ?? null, Anulados: anulados }), [desde, hasta, cliente, anulados]);
  const query = useListadoReservas(hotelId, cuerpo);
  const { state, refetch } = query;
  const filas = useMemo<Fila[]>(() => (state.data ?? []).map((f) => ({ ...f, Id: f.ReservaId })), [state.data]);
  const { gridRef, seleccionado, seleccionar } = useSeleccion(filas);
  const soloLectura = useSoloLectura();
  const centavos = useCentavos();
  const cols = useMemo(() => columnas(centavos), [centavos]);

  // A reservation changed anywhere in the hotel (this tab's dialogs too): the list is read again.
  useEffect(
    () =>
      listas.subscribe((_listas, actualizacion) => {
        if (actualizacion?.entidad === 'Reservas') refetch();
      }),
    [refetch],
  );

  const abrir = (fila: Fila | undefined = seleccionado) => fila && abrirDialogoReserva({ tipo: 'editar', reservaId: fila.ReservaId });

  return (
    <>
      <PageHeader area="Reservas" titulo={TITULO_LISTADO} descripcion="Las reservas cuya estadía toca las fechas elegidas, con sus totales por moneda." />
      <section className="rc-card" aria-label="Reservas" aria-busy={state.status === 'loading' || undefined}>
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
        {state.status === 'success' && filas.length > 0 ? (
          <>
            <Grid
              ref={gridRef}
              columns={cols}
              data={filas}
              ariaLabel={TITULO_LISTADO}
              onSelect={seleccionar}
              onActivate={(fila) => abrir(fila)}
              exportarCsv={`reservas-${desde}${hasta ? `-${hasta}` : ''}.csv`}
            />
            <p className="rs-pie" aria-live="polite">
              {filas.length === 1 ? '1 reserva' : `${filas.length} reservas`}
            </p>
          </>
        ) : (
          <ListaEstado
            state={state}
            cargando="Cargando reservas…"
            error="No se pudo cargar el listado de reservas."
            vacio="No hay reservas en esas fechas. Cree una con «Nueva reserva»."
            onReintentar={refetch}
          />
        )}
      </section>
    </>
  );
}
