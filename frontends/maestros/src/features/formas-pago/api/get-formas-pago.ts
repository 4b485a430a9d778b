import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FormaPago } from '../../../lib/tipos';

/** `GET /api/FormasPago`: the payment methods. */
export function getFormasPago(signal?: AbortSignal): Promise<FormaPago[]> {
  return api.get<FormaPago[]>('FormasPago', { signal });
}

export const formasPagoKey = (hotelId: number) => `FormasPago/${hotelId}`;

export function useFormasPago(hotelId: number) {
  return useQuery(formasPagoKey(hotelId), getFormasPago);
}
