import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Moneda } from '../../../lib/tipos';

/** `GET /api/Monedas`: the global currency catalogue the hotel picks its currencies from. */
export function getMonedas(signal?: AbortSignal): Promise<Moneda[]> {
  return api.get<Moneda[]>('Monedas', { signal });
}

export function useMonedas() {
  return useQuery('Monedas', getMonedas);
}
