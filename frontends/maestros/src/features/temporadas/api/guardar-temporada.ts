import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Temporada } from '../../../lib/tipos';

/**
 * Saves a season (spec section 4, "Dialog flow"): `PUT /api/Temporadas/{id}` when the id is above 0,
 * `POST /api/Temporadas` otherwise. Answers the saved row.
 */
export function guardarTemporada(datos: Partial<Temporada> & { Id: number }): Promise<Temporada> {
  return datos.Id > 0 ? api.put<Temporada>(`Temporadas/${datos.Id}`, datos) : api.post<Temporada>('Temporadas', datos);
}

export function useGuardarTemporada() {
  return useMutation(guardarTemporada);
}
