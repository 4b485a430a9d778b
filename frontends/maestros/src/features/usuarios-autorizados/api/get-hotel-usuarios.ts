import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';

/** `GET /api/HotelUsuarios/{hotelId}`: who has access to the session's hotel. */
export function getHotelUsuarios(hotelId: number, signal?: AbortSignal): Promise<HotelUsuario[]> {
  return api.get<HotelUsuario[]>(`HotelUsuarios/${hotelId}`, { signal });
}

export const hotelUsuariosKey = (hotelId: number) => `HotelUsuarios/${hotelId}`;

export function useHotelUsuarios(hotelId: number) {
  return useQuery(hotelUsuariosKey(hotelId), (signal) => getHotelUsuarios(hotelId, signal));
}
