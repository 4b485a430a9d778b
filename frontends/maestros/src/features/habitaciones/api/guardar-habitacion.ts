import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Habitacion } from '../../../lib/tipos';

/**
 * Saves a room (spec section 4, "Dialog flow"): `PUT /api/Habitaciones/{id}` when the id is above 0,
 * `POST /api/Habitaciones` otherwise. Answers the saved row.
 */
export function guardarHabitacion(datos: Partial<Habitacion> & { Id: number }): Promise<Habitacion> {
  return datos.Id > 0 ? api.put<Habitacion>(`Habitaciones/${datos.Id}`, datos) : api.post<Habitacion>('Habitaciones', datos);
}

export function useGuardarHabitacion() {
  return useMutation(guardarHabitacion);
}
