import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Bloqueo } from '../tipos';

/** `GET /api/Bloqueos/Busqueda/{desde}`: the blocks still running on or after that day, by date. */
export function getBloqueos(desde: string, signal?: AbortSignal): Promise<Bloqueo[]> {
  return api.get<Bloqueo[]>(`Bloqueos/Busqueda/${desde}`, { signal });
}

export function useBloqueos(hotelId: number, desde: string) {
  return useQuery(`Bloqueos/${hotelId}/${desde}`, (signal) => getBloqueos(desde, signal));
}
