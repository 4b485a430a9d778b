import { recargaEnVivo } from '@recepcion/session';
import { DateInput, Grid, type GridColumn, type GridHandle, ListaEstado, PageHeader, ToolbarCrud, useCrudLista, useFiltro } from '@recepcion/ui';
import { useMemo, type RefObject } from 'react';
import { esFecha, hoyMas, sumarDias } from '../../lib/fechas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { useEliminarBloqueo } from './api/eliminar-bloqueo';
import { getBloqueo } from './api/get-bloqueo';
import { useBloqueos } from './api/get-bloqueos';
import { BloqueoDialog } from './bloqueo-dialog';
import type { Bloqueo } from './tipos';

export const TITULO_BLOQUEOS = 'Bloqueo de habitaciones';

/** A row of the grid: the block and the day the room is free again. */
type FilaBloqueo = Bloqueo & { Hasta: string };

const COLUMNAS: GridColumn<FilaBloqueo>[] = [
  { title: 'Habitación', data: 'HabitacionNombre', width: 160 },
  { title: 'Desde', data: 'Fecha', type: 'fecha', width: 130 },
  { title: 'Noches', data: 'Noches', type: 'numero', decimales: 0, width: 100 },
  { title: 'Hasta', data: 'Hasta', type: 'fecha', width: 130 },
];

/** As the API lists them: by date. */
const porFecha = (a: Bloqueo, b: Bloqueo) => a.Fecha.localeCompare(b.Fecha) || a.Id - b.Id;

interface Filtro {
  desde: string | null;
}
const completo = (f: Filtro) => esFecha(f.desde);

/** `/reservas/bloqueo-habitacion`: rooms taken out of service for some nights (default from 2 days ago). */
export function BloqueosPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ desde: hoyMas(-2) }, completo);
  const desde = filtro.aplicado.desde as string;
  const lista = useCrudLista({ query: useBloqueos(hotelId, desde), eliminar: useEliminarBloqueo(), obtener: getBloqueo, ordenar: porFecha, reordenar: 'todas', entidad: 'Bloqueos', enVivo: recargaEnVivo });
  const filas = useMemo<FilaBloqueo[]>(() => lista.filas.map((b) => ({ ...b, Hasta: sumarDias(b.Fecha, b.Noches) })), [lista.filas]);

  return (
    <>
      <PageHeader area="Reservas" titulo={TITULO_BLOQUEOS} descripcion="Habitaciones fuera de servicio por algunas noches: ninguna reserva puede ocuparlas." />
      <section className="rc-card" aria-label="Listado de bloqueos" aria-busy={lista.state.status === 'loading' || undefined}>
        <ToolbarCrud nuevo="Nuevo bloqueo" {...lista.toolbar} />
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Desde" required value={filtro.valores.desde} onChange={(valor) => filtro.cambiar({ desde: valor })} error={filtro.valores.desde ? null : MENSAJES.seleccioneFecha} />
        </div>
        {lista.state.status === 'success' && filas.length > 0 ? (
          <Grid<FilaBloqueo>
            // The selection only moves by index: the rows with their check-out are the same rows.
            ref={lista.gridRef as unknown as RefObject<GridHandle<FilaBloqueo>>}
            columns={COLUMNAS}
            data={filas}
            ariaLabel={TITULO_BLOQUEOS}
            onSelect={lista.seleccionar}
            onActivate={(bloqueo) => void lista.editar(bloqueo)}
            exportarCsv={`bloqueos-${desde}.csv`}
          />
        ) : (
          <ListaEstado
            state={lista.state}
            cargando="Cargando bloqueos…"
            error="No se pudo cargar la lista de bloqueos."
            vacio="No hay habitaciones bloqueadas desde esa fecha." comoEmpezar="Bloquee una con «Nuevo bloqueo»."
            onReintentar={lista.refetch}
          />
        )}
      </section>
      {lista.dialogo && (
        <BloqueoDialog
          bloqueo={lista.dialogo.fila}
          onClose={lista.cerrarDialogo}
          onGuardado={lista.guardadoEnDialogo}
        />
      )}
    </>
  );
}
