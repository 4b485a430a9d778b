import type { EstadoCierres } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `GET /api/CierreDia`: the last closed date and the next one to close. */
export function getEstadoCierres(signal?: AbortSignal): Promise<EstadoCierres> {
  return api.get<EstadoCierres>('CierreDia', { signal });
}

export const estadoCierresKey = (hotelId: number, version: number) => `CierreDia/${hotelId}/${version}`;

export function useEstadoCierres(hotelId: number, version: number) {
  return useQuery<EstadoCierres>(estadoCierresKey(hotelId, version), getEstadoCierres);
}
