import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/Cargos/{id}`: removes a charge; one still in use is refused (400, shown by the portal). */
export function eliminarCargo(id: number): Promise<unknown> {
  return api.delete(`Cargos/${id}`);
}

export function useEliminarCargo() {
  return useMutation(eliminarCargo);
}
