import { api } from '@recepcion/api-client';

/** `DELETE /api/ReservasB/{id}`. */
export function eliminarReserva(id: number): Promise<{ Message?: string }> {
  return api.delete(`ReservasB/${id}`);
}
