import type { Canal } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/**
 * `GET /api/Canales`: the hotel's imported feeds. Administrators only (their URLs are the channels'
 * secrets): the page says so itself on a 403, so the call is silent (no error toast).
 */
export function getCanales(signal?: AbortSignal): Promise<Canal[]> {
  return api.get<Canal[]>('Canales', { signal, silent: true });
}

export const canalesKey = (hotelId: number, leer: boolean) => `Canales/${hotelId}/${leer}`;

/** `leer` false (a user who may not read them): nothing is asked, the list stays empty. */
export function useCanales(hotelId: number, leer: boolean) {
  return useQuery(canalesKey(hotelId, leer), (signal) => (leer ? getCanales(signal) : Promise.resolve([])));
}
