import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Regimen } from '../../../lib/tipos';

/**
 * Saves a meal plan (spec section 4, "Dialog flow"): `PUT /api/Regimenes/{id}` when the id is above 0,
 * `POST /api/Regimenes` otherwise. Answers the saved row.
 */
export function guardarRegimen(datos: Partial<Regimen> & { Id: number }): Promise<Regimen> {
  return datos.Id > 0 ? api.put<Regimen>(`Regimenes/${datos.Id}`, datos) : api.post<Regimen>('Regimenes', datos);
}

export function useGuardarRegimen() {
  return useMutation(guardarRegimen);
}
