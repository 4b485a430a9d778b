import { api } from '@recepcion/api-client';
import type { Reserva } from '../tipos';

/** `PUT /api/calendario/AnularReserva/{id}` with the reason. */
export function anularReserva(reservaId: number, texto: string): Promise<Reserva & { Message?: string }> {
  return api.put(`calendario/AnularReserva/${reservaId}`, { texto });
}
