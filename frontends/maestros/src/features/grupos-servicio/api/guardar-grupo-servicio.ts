import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { GrupoServicio } from '../../../lib/tipos';

/**
 * Saves a charge type (spec section 4, "Dialog flow"): `PUT /api/GruposServicio/{id}` when the id is above 0,
 * `POST /api/GruposServicio` otherwise. Answers the saved row.
 */
export function guardarGrupoServicio(datos: Partial<GrupoServicio> & { Id: number }): Promise<GrupoServicio> {
  return datos.Id > 0 ? api.put<GrupoServicio>(`GruposServicio/${datos.Id}`, datos) : api.post<GrupoServicio>('GruposServicio', datos);
}

export function useGuardarGrupoServicio() {
  return useMutation(guardarGrupoServicio);
}
