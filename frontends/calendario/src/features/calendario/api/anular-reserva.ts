import { api } from '@recepcion/api-client';

/** `PUT /api/calendario/AnularReserva/{reservaId}` with the reason. */
export function anularReserva(reservaId: number, texto: string): Promise<{ EstadoId: number; Message?: string }> {
  return api.put(`calendario/AnularReserva/${reservaId}`, { texto });
}
