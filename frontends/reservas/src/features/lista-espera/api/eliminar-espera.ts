import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/ListaEspera/{id}`. */
export function eliminarEspera(id: number): Promise<unknown> {
  return api.delete(`ListaEspera/${id}`);
}

export function useEliminarEspera() {
  return useMutation(eliminarEspera);
}
