import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FormaPago } from '../../../lib/tipos';

/**
 * Saves a payment method (spec section 4, "Dialog flow"): `PUT /api/FormasPago/{id}` when the id is above 0,
 * `POST /api/FormasPago` otherwise. Answers the saved row.
 */
export function guardarFormaPago(datos: Partial<FormaPago> & { Id: number }): Promise<FormaPago> {
  return datos.Id > 0 ? api.put<FormaPago>(`FormasPago/${datos.Id}`, datos) : api.post<FormaPago>('FormasPago', datos);
}

export function useGuardarFormaPago() {
  return useMutation(guardarFormaPago);
}
