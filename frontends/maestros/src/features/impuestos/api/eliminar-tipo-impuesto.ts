import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/TipoImpuestos/{id}`: removes a tax type; one still in use is refused (400, shown by the portal). */
export function eliminarTipoImpuesto(id: number): Promise<unknown> {
  return api.delete(`TipoImpuestos/${id}`);
}

export function useEliminarTipoImpuesto() {
  return useMutation(eliminarTipoImpuesto);
}
