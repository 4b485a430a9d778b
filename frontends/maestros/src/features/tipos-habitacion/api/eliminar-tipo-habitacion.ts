import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/TiposHabitacion/{id}`: removes a room type; one still in use is refused (400, shown by the portal). */
export function eliminarTipoHabitacion(id: number): Promise<unknown> {
  return api.delete(`TiposHabitacion/${id}`);
}

export function useEliminarTipoHabitacion() {
  return useMutation(eliminarTipoHabitacion);
}
