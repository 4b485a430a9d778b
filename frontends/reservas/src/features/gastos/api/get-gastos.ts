import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Gasto } from '../tipos';

/** `GET /api/Gastos/Busqueda/{desde}/{hasta}`: the expenses of those days, by date. */
export function getGastos(desde: string, hasta: string, signal?: AbortSignal): Promise<Gasto[]> {
  return api.get<Gasto[]>(`Gastos/Busqueda/${desde}/${hasta}`, { signal });
}

export function useGastos(hotelId: number, desde: string, hasta: string) {
  return useQuery(`Gastos/${hotelId}/${desde}/${hasta}`, (signal) => getGastos(desde, hasta, signal));
}
