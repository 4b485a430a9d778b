import { api } from '@recepcion/api-client';
import type { Reserva } from '../tipos';

/** `PUT /api/ReservasB/GetReservaNuevo`: a new reservation prefilled from the selected cells. */
export function getReservaNuevo(CheckIn: string, CheckOut: string, HabitacionIds: number[]): Promise<Reserva> {
  return api.put<Reserva>('ReservasB/GetReservaNuevo', { CheckIn, CheckOut, HabitacionIds });
}
