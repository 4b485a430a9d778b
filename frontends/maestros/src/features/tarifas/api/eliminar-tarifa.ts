import { api } from '@recepcion/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** `DELETE /api/TarifasB/{id}`: removes a price list and its lines. */
export function eliminarTarifa(id: number): Promise<unknown> {
  return api.delete(`TarifasB/${id}`);
}

export function useEliminarTarifa() {
  return useMutation(eliminarTarifa);
}
