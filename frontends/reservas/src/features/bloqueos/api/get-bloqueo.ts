import { api } from '@recepcion/api-client';
import type { Bloqueo } from '../tipos';

/** `GET /api/Bloqueos/{id}`: one block, read before its dialog opens. */
export function getBloqueo(id: number): Promise<Bloqueo> {
  return api.get<Bloqueo>(`Bloqueos/${id}`);
}
