import { api } from '@recepcion/api-client';
import type { FilaEstadistica } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfEstadisticaDiaria/{desde}/{hasta}`: one row per day and currency. */
export function getEstadisticaDiaria(desde: string, hasta: string, signal?: AbortSignal): Promise<FilaEstadistica[]> {
  return api.get<FilaEstadistica[]>(`Informes/InfEstadisticaDiaria/${desde}/${hasta}`, { signal });
}

export const claveEstadisticaDiaria = (hotelId: number, desde: string, hasta: string) => `InfEstadisticaDiaria/${hotelId}/${desde}/${hasta}`;

export function useEstadisticaDiaria(hotelId: number, desde: string, hasta: string) {
  return useInforme(claveEstadisticaDiaria(hotelId, desde, hasta), (signal) => getEstadisticaDiaria(desde, hasta, signal));
}
