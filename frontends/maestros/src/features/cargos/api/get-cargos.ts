import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Cargo } from '../../../lib/tipos';

/** `GET /api/Cargos`: the hotel's charges. */
export function getCargos(signal?: AbortSignal): Promise<Cargo[]> {
  return api.get<Cargo[]>('Cargos', { signal });
}

export const cargosKey = (hotelId: number) => `Cargos/${hotelId}`;

export function useCargos(hotelId: number) {
  return useQuery(cargosKey(hotelId), getCargos);
}
