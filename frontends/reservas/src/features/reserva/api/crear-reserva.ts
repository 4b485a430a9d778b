import { api } from '@recepcion/api-client';
import type { Reserva, ReservaBody } from '../tipos';

/**
 * `POST /api/ReservasB`: the wizard's reservation. The Idempotency-Key makes a retried click
 * answer the reservation the first one created.
 */
export function crearReserva(body: ReservaBody, claveIdempotencia: string): Promise<Reserva> {
  return api.post<Reserva>('ReservasB', body, { headers: { 'Idempotency-Key': claveIdempotencia } });
}
