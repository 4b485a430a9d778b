import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FiltroListado, FilaListado, PaginaListado } from '../tipos';

/** `POST /api/ReservasB/ListadoReservas` {Desde, Hasta, ClienteId, Anulados}: every reservation touching those days (the CSV). */
export function listadoReservas(filtro: FiltroListado, signal?: AbortSignal): Promise<FilaListado[]> {
  return api.post<FilaListado[]>('ReservasB/ListadoReservas', filtro, { signal });
}

/** `POST /api/ReservasB/ListadoReservas/Paginado?pagina=&tamano=`, the same body: one page and the totals of all. */
export function listadoReservasPaginado(filtro: FiltroListado, pagina: number, tamano: number, signal?: AbortSignal): Promise<PaginaListado> {
  return api.post<PaginaListado>('ReservasB/ListadoReservas/Paginado', filtro, { signal, query: { pagina, tamano } });
}

/**
 * The page asked for. While another page or filter is on its way the last answer stays on screen,
 * and `cargando` says so.
 */
export function useListadoReservasPaginado(hotelId: number, filtro: FiltroListado, pagina: number, tamano: number) {
  const clave = `ListadoReservas/${hotelId}/${JSON.stringify(filtro)}/${pagina}/${tamano}`;
  const query = useQuery(clave, async (signal) => ({ clave, datos: await listadoReservasPaginado(filtro, pagina, tamano, signal) }));
  const { state } = query;
  return { ...query, datos: state.data?.datos, cargando: state.status === 'loading' || (state.status === 'success' && state.data.clave !== clave) };
}
