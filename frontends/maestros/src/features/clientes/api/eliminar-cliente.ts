import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Clientes/{id}`. */
export function eliminarCliente(id: number): Promise<unknown> {
  return api.delete(`Clientes/${id}`);
}

export function useEliminarCliente() {
  return useMutation(eliminarCliente);
}
