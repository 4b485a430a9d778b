import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Regimenes/{id}`: removes a meal plan; one still in use is refused (400, shown by the portal). */
export function eliminarRegimen(id: number): Promise<unknown> {
  return api.delete(`Regimenes/${id}`);
}

export function useEliminarRegimen() {
  return useMutation(eliminarRegimen);
}
