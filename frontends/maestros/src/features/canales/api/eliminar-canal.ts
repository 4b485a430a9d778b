import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Canales/{id}`: removes an imported feed; the nights its stays held are free again. */
export function eliminarCanal(id: number): Promise<unknown> {
  return api.delete(`Canales/${id}`);
}

export function useEliminarCanal() {
  return useMutation(eliminarCanal);
}
