import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { TipoImpuesto } from '../../../lib/tipos';

/**
 * Saves a tax type (spec section 4, "Dialog flow"): `PUT /api/TipoImpuestos/{id}` when the id is above 0,
 * `POST /api/TipoImpuestos` otherwise. Answers the saved row.
 */
export function guardarTipoImpuesto(datos: Partial<TipoImpuesto> & { Id: number }): Promise<TipoImpuesto> {
  return datos.Id > 0 ? api.put<TipoImpuesto>(`TipoImpuestos/${datos.Id}`, datos) : api.post<TipoImpuesto>('TipoImpuestos', datos);
}

export function useGuardarTipoImpuesto() {
  return useMutation(guardarTipoImpuesto);
}
