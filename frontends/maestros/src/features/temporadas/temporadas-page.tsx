import { cambiosEnVivo } from '@recepcion/session';
import { type GridColumn, ListadoCrud, useCrudLista } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { Temporada } from '../../lib/tipos';
import { useEliminarTemporada } from './api/eliminar-temporada';
import { useTemporadas } from './api/get-temporadas';
import { TemporadaDialog } from './temporada-dialog';
import { REGLA_SUPERPOSICION } from './temporada-form';

export const TITULO_TEMPORADAS = 'Temporadas';

const COLUMNAS: GridColumn<Temporada>[] = [
  { title: 'Nombre', data: 'Nombre' },
  { title: 'Fecha inicial', data: 'FechaInicial', type: 'fecha', width: 140 },
  { title: 'Fecha final', data: 'FechaFinal', type: 'fecha', width: 140 },
];

/** The API lists seasons by their start. */
const porInicio = (a: Temporada, b: Temporada) => a.FechaInicial.localeCompare(b.FechaInicial) || a.Id - b.Id;

/** `/tarifario/temporadas`: the periods each price list is for. */
export function TemporadasPage({ hotelId }: AreaPageProps) {
  const lista = useCrudLista({ query: useTemporadas(hotelId), eliminar: useEliminarTemporada(), ordenar: porInicio, entidad: 'Temporadas', enVivo: cambiosEnVivo });

  return (
    <ListadoCrud
      textos={{
        area: 'Tarifario',
        titulo: TITULO_TEMPORADAS,
        descripcion: `Los periodos del año con precios propios. Cada tarifa es para una temporada, y cada noche de una estadía se cobra con la de su temporada. ${REGLA_SUPERPOSICION}`,
        nuevo: 'Nueva temporada',
        cargando: 'Cargando temporadas…',
        error: 'No se pudo cargar la lista de temporadas.',
        vacio: 'Todavía no hay temporadas.',
        comoEmpezar: 'Cree una con «Nueva temporada».',
      }}
      lista={lista}
      columnas={COLUMNAS}
      dialogo={lista.dialogo && <TemporadaDialog temporada={lista.dialogo.fila} temporadas={lista.filas} onClose={lista.cerrarDialogo} onGuardado={lista.guardadoEnDialogo} />}
    />
  );
}
