import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/bloqueos/{id}` (spec section 7 writes it in lower case): frees the room's nights. */
export function eliminarBloqueo(id: number): Promise<unknown> {
  return api.delete(`bloqueos/${id}`);
}

export function useEliminarBloqueo() {
  return useMutation(eliminarBloqueo);
}
