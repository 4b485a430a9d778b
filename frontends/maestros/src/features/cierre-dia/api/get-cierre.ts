import { ApiError, api } from '@recepcion/api-client';
import type { CierreDia, EstadoCierres } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET /api/CierreDia/{fecha}`: the date's snapshot; a date never closed (404) is null, quietly. */
export async function getCierre(fecha: string, signal?: AbortSignal): Promise<CierreDia | null> {
  try {
    return await api.get<CierreDia>(`CierreDia/${fecha}`, { signal, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Whether the date has figures to read: it is in the closed run, or it was closed and reopened.
 * An API older than this page (a deploy under way) does not list the reopened dates: any date may have figures.
 */
export const tieneCifras = (fecha: string, estado: EstadoCierres): boolean =>
  Boolean(estado.PrimeraFecha && estado.CerradoHasta && estado.PrimeraFecha <= fecha && fecha <= estado.CerradoHasta) ||
  ((estado.Reabiertas as string[] | undefined)?.includes(fecha) ?? true);

export const cierreKey = (hotelId: number, fecha: string, version: number) => `CierreDia/${hotelId}/${fecha}/${version}`;

export function useCierre(hotelId: number, fecha: string | null, version: number) {
  return useQuery<CierreDia | null>(cierreKey(hotelId, fecha ?? '', version), (signal) => (fecha ? getCierre(fecha, signal) : Promise.resolve(null)));
}
