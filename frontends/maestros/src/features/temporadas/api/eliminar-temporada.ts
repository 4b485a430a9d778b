import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/Temporadas/{id}`: removes a season; one still in use is refused (400, shown by the portal). */
export function eliminarTemporada(id: number): Promise<unknown> {
  return api.delete(`Temporadas/${id}`);
}

export function useEliminarTemporada() {
  return useMutation(eliminarTemporada);
}
