import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Espera } from '../tipos';

/** `GET /api/ListaEspera/Busqueda/{desde}/{hasta}`: who still waits in those days, each with HayDisponibilidad. */
export function getListaEspera(desde: string, hasta: string, signal?: AbortSignal): Promise<Espera[]> {
  return api.get<Espera[]>(`ListaEspera/Busqueda/${desde}/${hasta}`, { signal });
}

export function useListaEspera(hotelId: number, desde: string, hasta: string) {
  return useQuery(`ListaEspera/${hotelId}/${desde}/${hasta}`, (signal) => getListaEspera(desde, hasta, signal));
}
