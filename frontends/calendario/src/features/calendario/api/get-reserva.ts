import { api } from '@recepcion/api-client';
import type { Reserva } from '../tipos';

/** `GET /api/ReservasB/{id}`. */
export function getReserva(id: number): Promise<Reserva> {
  return api.get<Reserva>(`ReservasB/${id}`);
}
