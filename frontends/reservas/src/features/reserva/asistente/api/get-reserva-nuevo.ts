import { api } from '@recepcion/api-client';
import type { Reserva } from '../../comun/tipos';

export interface BorradorReserva {
  CheckIn?: string;
  CheckOut?: string;
  HabitacionIds: number[];
  ClienteId?: number;
}

/** `PUT /api/ReservasB/GetReservaNuevo`: a new reservation prefilled from a draft. */
export function getReservaNuevo(borrador: BorradorReserva): Promise<Reserva> {
  return api.put<Reserva>('ReservasB/GetReservaNuevo', borrador);
}
