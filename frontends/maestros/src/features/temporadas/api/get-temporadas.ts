import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Temporada } from '../../../lib/tipos';

/** `GET /api/Temporadas`: the seasons. */
export function getTemporadas(signal?: AbortSignal): Promise<Temporada[]> {
  return api.get<Temporada[]>('Temporadas', { signal });
}

export const temporadasKey = (hotelId: number) => `Temporadas/${hotelId}`;

export function useTemporadas(hotelId: number) {
  return useQuery(temporadasKey(hotelId), getTemporadas);
}
