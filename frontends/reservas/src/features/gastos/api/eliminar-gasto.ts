import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/Gastos/{id}`. */
export function eliminarGasto(id: number): Promise<unknown> {
  return api.delete(`Gastos/${id}`);
}

export function useEliminarGasto() {
  return useMutation(eliminarGasto);
}
