import { api } from '@recepcion/api-client';
import type { NuevaReservaBody, Reserva } from '../tipos';

/** `POST /api/ReservasB`: creates the wizard's reservation. */
export function crearReserva(body: NuevaReservaBody): Promise<Reserva> {
  return api.post<Reserva>('ReservasB', body);
}
