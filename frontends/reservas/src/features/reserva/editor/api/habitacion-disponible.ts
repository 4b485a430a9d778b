import { api } from '@recepcion/api-client';

/** `GET /api/ReservasB/IsHabitacionDisponible/{room}/{checkIn}/{checkOut}/{reservation or 0}/0/0`. */
export function habitacionDisponible(habitacionId: number, checkIn: string, checkOut: string, reservaId: number): Promise<boolean> {
  return api.get<boolean>(`ReservasB/IsHabitacionDisponible/${habitacionId}/${checkIn}/${checkOut}/${reservaId || 0}/0/0`);
}
