import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/Clientes/{id}`. */
export function eliminarCliente(id: number): Promise<unknown> {
  return api.delete(`Clientes/${id}`);
}

export function useEliminarCliente() {
  return useMutation(eliminarCliente);
}
