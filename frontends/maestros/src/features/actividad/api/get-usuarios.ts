import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET /api/HotelUsuarios/{hotelId}`: the hotel's users, for the user filter. */
export function useUsuariosDelHotel(hotelId: number) {
  return useQuery(`HotelUsuarios/${hotelId}`, (signal) => api.get<HotelUsuario[]>(`HotelUsuarios/${hotelId}`, { signal }));
}
