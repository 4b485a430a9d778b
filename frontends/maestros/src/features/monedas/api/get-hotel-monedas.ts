import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelMoneda } from '../../../lib/tipos';

/** `GET /api/HotelMonedas`: the hotel's currencies. */
export function getHotelMonedas(signal?: AbortSignal): Promise<HotelMoneda[]> {
  return api.get<HotelMoneda[]>('HotelMonedas', { signal });
}

export const hotelMonedasKey = (hotelId: number) => `HotelMonedas/${hotelId}`;

export function useHotelMonedas(hotelId: number) {
  return useQuery(hotelMonedasKey(hotelId), getHotelMonedas);
}
