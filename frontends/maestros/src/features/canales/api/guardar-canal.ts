import type { Canal, CanalCuerpo } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/**
 * Saves an imported feed: `PUT /api/Canales/{id}` when the id is above 0, `POST /api/Canales`
 * otherwise. Answers the saved feed with its status.
 */
export function guardarCanal({ Id, ...cuerpo }: CanalCuerpo & { Id: number }): Promise<Canal> {
  return Id > 0 ? api.put<Canal>(`Canales/${Id}`, cuerpo) : api.post<Canal>('Canales', cuerpo);
}

export function useGuardarCanal() {
  return useMutation(guardarCanal);
}
