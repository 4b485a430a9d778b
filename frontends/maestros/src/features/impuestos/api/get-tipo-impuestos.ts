import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { TipoImpuesto } from '../../../lib/tipos';

/** `GET /api/TipoImpuestos`: the tax types. */
export function getTipoImpuestos(signal?: AbortSignal): Promise<TipoImpuesto[]> {
  return api.get<TipoImpuesto[]>('TipoImpuestos', { signal });
}

export const tipoImpuestosKey = (hotelId: number) => `TipoImpuestos/${hotelId}`;

export function useTipoImpuestos(hotelId: number) {
  return useQuery(tipoImpuestosKey(hotelId), getTipoImpuestos);
}
