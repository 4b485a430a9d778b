import type { Habitacion } from '../../../lib/tipos';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `GET /api/Habitaciones`: the hotel's rooms, each with its feeds on this page. */
export function getHabitaciones(signal?: AbortSignal): Promise<Habitacion[]> {
  return api.get<Habitacion[]>('Habitaciones', { signal });
}

export const habitacionesCanalesKey = (hotelId: number, leer: boolean) => `Canales/Habitaciones/${hotelId}/${leer}`;

/** `leer` false (a user who may not see the feeds): nothing is asked. */
export function useHabitacionesCanales(hotelId: number, leer: boolean) {
  return useQuery(habitacionesCanalesKey(hotelId, leer), (signal) => (leer ? getHabitaciones(signal) : Promise.resolve([])));
}
