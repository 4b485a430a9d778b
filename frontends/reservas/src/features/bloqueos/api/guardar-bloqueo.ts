import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Bloqueo } from '../tipos';

export type DatosBloqueo = Pick<Bloqueo, 'Id' | 'Fecha' | 'Noches' | 'HabitacionId'>;

/**
 * `PUT /api/Bloqueos/{id}` when the id is above 0, `POST /api/Bloqueos` otherwise. A room already
 * taken those nights is refused: 400 'Habitación no disponible' (shown by the portal).
 */
export function guardarBloqueo(datos: DatosBloqueo): Promise<Bloqueo> {
  return datos.Id > 0 ? api.put<Bloqueo>(`Bloqueos/${datos.Id}`, datos) : api.post<Bloqueo>('Bloqueos', datos);
}

export function useGuardarBloqueo() {
  return useMutation(guardarBloqueo);
}
