import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Habitaciones/{id}`: removes a room; one still in use is refused (400, shown by the portal). */
export function eliminarHabitacion(id: number): Promise<unknown> {
  return api.delete(`Habitaciones/${id}`);
}

export function useEliminarHabitacion() {
  return useMutation(eliminarHabitacion);
}
