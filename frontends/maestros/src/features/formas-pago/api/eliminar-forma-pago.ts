import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/FormasPago/{id}`: removes a payment method; one still in use is refused (400, shown by the portal). */
export function eliminarFormaPago(id: number): Promise<unknown> {
  return api.delete(`FormasPago/${id}`);
}

export function useEliminarFormaPago() {
  return useMutation(eliminarFormaPago);
}
