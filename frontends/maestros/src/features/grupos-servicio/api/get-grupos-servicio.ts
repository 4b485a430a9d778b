import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { GrupoServicio } from '../../../lib/tipos';

/** `GET /api/GruposServicio`: the charge types (service groups). */
export function getGruposServicio(signal?: AbortSignal): Promise<GrupoServicio[]> {
  return api.get<GrupoServicio[]>('GruposServicio', { signal });
}

export const gruposServicioKey = (hotelId: number) => `GruposServicio/${hotelId}`;

export function useGruposServicio(hotelId: number) {
  return useQuery(gruposServicioKey(hotelId), getGruposServicio);
}
