import { api } from '@recepcion/api-client';
import type { FilaInePais } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfPaisesINE/{desde}`: guests by country of residence, for the month of `desde`. */
export function getInePaises(desde: string, signal?: AbortSignal): Promise<FilaInePais[]> {
  return api.get<FilaInePais[]>(`Informes/InfPaisesINE/${desde}`, { signal });
}

export const claveInePaises = (hotelId: number, desde: string) => `InfPaisesINE/${hotelId}/${desde}`;

export function useInePaises(hotelId: number, desde: string) {
  return useInforme(claveInePaises(hotelId, desde), (signal) => getInePaises(desde, signal));
}
