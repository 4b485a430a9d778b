import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/TarifasB/{id}`: removes a price list and its lines. */
export function eliminarTarifa(id: number): Promise<unknown> {
  return api.delete(`TarifasB/${id}`);
}

export function useEliminarTarifa() {
  return useMutation(eliminarTarifa);
}
