import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Cargos/{id}`: removes a charge; one still in use is refused (400, shown by the portal). */
export function eliminarCargo(id: number): Promise<unknown> {
  return api.delete(`Cargos/${id}`);
}

export function useEliminarCargo() {
  return useMutation(eliminarCargo);
}
