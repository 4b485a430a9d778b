import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET /api/HotelUsuarios/{hotelId}`: the hotel's users (their names for the history). */
export function getUsuariosHotel(hotelId: number, signal?: AbortSignal): Promise<HotelUsuario[]> {
  return api.get<HotelUsuario[]>(`HotelUsuarios/${hotelId}`, { signal, silent: true });
}

export function useUsuariosHotel(hotelId: number) {
  return useQuery(`HotelUsuarios/${hotelId}`, (signal) => getUsuariosHotel(hotelId, signal));
}
