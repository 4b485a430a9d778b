import type { ConflictoCanal } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `GET /api/Canales/Conflictos`: the open conflicts between the channels' stays and Recepción's (every user type). */
export function getConflictos(signal?: AbortSignal): Promise<ConflictoCanal[]> {
  return api.get<ConflictoCanal[]>('Canales/Conflictos', { signal });
}

export const conflictosKey = (hotelId: number) => `Canales/Conflictos/${hotelId}`;

export function useConflictos(hotelId: number) {
  return useQuery(conflictosKey(hotelId), getConflictos);
}
