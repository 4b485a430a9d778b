import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Regimen } from '../../../lib/tipos';

/** `GET /api/Regimenes`: the meal plans. */
export function getRegimenes(signal?: AbortSignal): Promise<Regimen[]> {
  return api.get<Regimen[]>('Regimenes', { signal });
}

export const regimenesKey = (hotelId: number) => `Regimenes/${hotelId}`;

export function useRegimenes(hotelId: number) {
  return useQuery(regimenesKey(hotelId), getRegimenes);
}
