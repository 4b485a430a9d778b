import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/HotelUsuarios/{id}`: removes the user's access to this hotel (never one's own). */
export function quitarAcceso(id: number): Promise<unknown> {
  return api.delete(`HotelUsuarios/${id}`);
}

export function useQuitarAcceso() {
  return useMutation(quitarAcceso);
}
