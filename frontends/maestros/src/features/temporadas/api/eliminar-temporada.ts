import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/Temporadas/{id}`: removes a season; one still in use is refused (400, shown by the portal). */
export function eliminarTemporada(id: number): Promise<unknown> {
  return api.delete(`Temporadas/${id}`);
}

export function useEliminarTemporada() {
  return useMutation(eliminarTemporada);
}
