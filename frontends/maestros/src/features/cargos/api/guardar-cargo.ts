import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Cargo } from '../../../lib/tipos';

/**
 * Saves a charge (spec section 4, "Dialog flow"): `PUT /api/Cargos/{id}` when the id is above 0,
 * `POST /api/Cargos` otherwise. Answers the saved row.
 */
export function guardarCargo(datos: Partial<Cargo> & { Id: number }): Promise<Cargo> {
  return datos.Id > 0 ? api.put<Cargo>(`Cargos/${datos.Id}`, datos) : api.post<Cargo>('Cargos', datos);
}

export function useGuardarCargo() {
  return useMutation(guardarCargo);
}
