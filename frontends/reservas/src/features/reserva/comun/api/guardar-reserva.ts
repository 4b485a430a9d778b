import { api } from '@recepcion/api-client';
import type { Reserva, ReservaBody } from '../tipos';

/**
 * `PUT /api/ReservasB/{id}`: the whole reservation with the Version it was read at. Silent: the
 * edit modal shows the error itself (a 409 offers to reload).
 */
export function guardarReserva(id: number, body: ReservaBody): Promise<Reserva> {
  return api.put<Reserva>(`ReservasB/${id}`, body, { silent: true });
}
