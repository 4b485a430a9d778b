import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { TipoHabitacion } from '../../../lib/tipos';

/**
 * Saves a room type (spec section 4, "Dialog flow"): `PUT /api/TiposHabitacion/{id}` when the id is above 0,
 * `POST /api/TiposHabitacion` otherwise. Answers the saved row.
 */
export function guardarTipoHabitacion(datos: Partial<TipoHabitacion> & { Id: number }): Promise<TipoHabitacion> {
  return datos.Id > 0 ? api.put<TipoHabitacion>(`TiposHabitacion/${datos.Id}`, datos) : api.post<TipoHabitacion>('TiposHabitacion', datos);
}

export function useGuardarTipoHabitacion() {
  return useMutation(guardarTipoHabitacion);
}
