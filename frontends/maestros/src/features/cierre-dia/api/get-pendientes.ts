import type { PendientesCierre } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `GET /api/CierreDia/{fecha}/Pendientes`: what keeps the date from a clean close. */
export function getPendientes(fecha: string, signal?: AbortSignal): Promise<PendientesCierre> {
  return api.get<PendientesCierre>(`CierreDia/${fecha}/Pendientes`, { signal });
}

export const pendientesKey = (hotelId: number, fecha: string, version: number) => `CierreDia/${hotelId}/${fecha}/Pendientes/${version}`;

/** Without a date (none chosen yet) nothing is asked. */
export function usePendientes(hotelId: number, fecha: string | null, version: number) {
  return useQuery<PendientesCierre | null>(pendientesKey(hotelId, fecha ?? '', version), (signal) => (fecha ? getPendientes(fecha, signal) : Promise.resolve(null)));
}
