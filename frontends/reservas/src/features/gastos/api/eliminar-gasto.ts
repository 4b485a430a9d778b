import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Gastos/{id}`. */
export function eliminarGasto(id: number): Promise<unknown> {
  return api.delete(`Gastos/${id}`);
}

export function useEliminarGasto() {
  return useMutation(eliminarGasto);
}
