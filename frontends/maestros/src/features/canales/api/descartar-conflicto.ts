import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Canales/Conflictos/{id}`: dismisses a conflict (reception and administrators); the stays are untouched. */
export function descartarConflicto(id: number): Promise<unknown> {
  return api.delete(`Canales/Conflictos/${id}`);
}

export function useDescartarConflicto() {
  return useMutation(descartarConflicto);
}
