import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/bloqueos/{id}` (spec section 7 writes it in lower case): frees the room's nights. */
export function eliminarBloqueo(id: number): Promise<unknown> {
  return api.delete(`bloqueos/${id}`);
}

export function useEliminarBloqueo() {
  return useMutation(eliminarBloqueo);
}
