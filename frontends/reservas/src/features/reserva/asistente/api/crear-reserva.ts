import { api } from '@recepcion/api-client';
import type { CrearReservaCuerpo } from '@recepcion/contracts';
import type { Reserva } from '../../comun/tipos';

/**
 * `POST /api/ReservasB`: the wizard's reservation, created in its status at once. The
 * Idempotency-Key makes a retried click answer the reservation the first one created.
 */
export function crearReserva(body: CrearReservaCuerpo, claveIdempotencia: string): Promise<Reserva> {
  return api.post<Reserva>('ReservasB', body, { headers: { 'Idempotency-Key': claveIdempotencia } });
}
