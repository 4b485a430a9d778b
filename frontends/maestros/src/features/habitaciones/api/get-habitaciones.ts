import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Habitacion } from '../../../lib/tipos';

/** `GET /api/Habitaciones`: the hotel's rooms. */
export function getHabitaciones(signal?: AbortSignal): Promise<Habitacion[]> {
  return api.get<Habitacion[]>('Habitaciones', { signal });
}

export const habitacionesKey = (hotelId: number) => `Habitaciones/${hotelId}`;

export function useHabitaciones(hotelId: number) {
  return useQuery(habitacionesKey(hotelId), getHabitaciones);
}
