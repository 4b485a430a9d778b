import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/GruposServicio/{id}`: removes a charge type; one still in use is refused (400, shown by the portal). */
export function eliminarGrupoServicio(id: number): Promise<unknown> {
  return api.delete(`GruposServicio/${id}`);
}

export function useEliminarGrupoServicio() {
  return useMutation(eliminarGrupoServicio);
}
