import { api } from '@recepcion/api-client';
import type { FilaEstadistica } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfEstadisticaMensual/{desde}/{hasta}`: one row per month and currency. */
export function getEstadisticaMensual(desde: string, hasta: string, signal?: AbortSignal): Promise<FilaEstadistica[]> {
  return api.get<FilaEstadistica[]>(`Informes/InfEstadisticaMensual/${desde}/${hasta}`, { signal });
}

export const claveEstadisticaMensual = (hotelId: number, desde: string, hasta: string) => `InfEstadisticaMensual/${hotelId}/${desde}/${hasta}`;

export function useEstadisticaMensual(hotelId: number, desde: string, hasta: string) {
  return useInforme(claveEstadisticaMensual(hotelId, desde, hasta), (signal) => getEstadisticaMensual(desde, hasta, signal));
}
