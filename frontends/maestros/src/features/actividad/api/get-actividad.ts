import { api } from '@recepcion/api-client';
import { type ActividadPaginada, type FiltroActividad, type FilaActividadHotel, TAMANO_PAGINA_ACTIVIDAD } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** The query string of a filter: only what is set. */
function consulta(filtro: FiltroActividad): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;
}

/** `GET /api/Actividad?desde=&hasta=&usuario=&tipo=&pagina=&tamano=`: one page, newest first, and the total. */
export function getActividad(filtro: FiltroActividad, signal?: AbortSignal): Promise<ActividadPaginada> {
  return api.get<ActividadPaginada>('Actividad', { signal, query: consulta(filtro) });
}

/** Every page of the filter, at the largest page size (the CSV). */
export async function getActividadCompleta(filtro: Omit<FiltroActividad, 'pagina' | 'tamano'>): Promise<FilaActividadHotel[]> {
  const filas: FilaActividadHotel[] = [];
  for (let pagina = 1; ; pagina++) {
    const respuesta = await getActividad({ ...filtro, pagina, tamano: TAMANO_PAGINA_ACTIVIDAD.maximo });
    filas.push(...respuesta.Filas);
    if (respuesta.Filas.length === 0 || filas.length >= respuesta.Total) return filas;
  }
}

export function useActividad(hotelId: number, filtro: FiltroActividad) {
  return useQuery(`Actividad/${hotelId}/${JSON.stringify(filtro)}`, (signal) => getActividad(filtro, signal));
}
