import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FiltroListado, FilaListado } from '../tipos';

/** `POST /api/ReservasB/ListadoReservas` {Desde, Hasta, ClienteId, Anulados}: reservations touching those days. */
export function listadoReservas(filtro: FiltroListado, signal?: AbortSignal): Promise<FilaListado[]> {
  return api.post<FilaListado[]>('ReservasB/ListadoReservas', filtro, { signal });
}

export function useListadoReservas(hotelId: number, filtro: FiltroListado) {
  return useQuery(`ListadoReservas/${hotelId}/${JSON.stringify(filtro)}`, (signal) => listadoReservas(filtro, signal));
}
