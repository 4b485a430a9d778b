import { api } from '@recepcion/api-client';
import type { Reserva } from '../tipos';

/** `GET /api/ReservasB/{id}`: the reservation with its lists and Version. */
export function getReserva(id: number): Promise<Reserva> {
  return api.get<Reserva>(`ReservasB/${id}`);
}
