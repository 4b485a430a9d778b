import { api } from '@recepcion/api-client';
import type { FilasActividad, InformeActividad } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/{reportName}/{from}/{to}/{giroId}`: activity by client (giroId 0: every kind). */
export function getActividad<N extends InformeActividad>(informe: N, desde: string, hasta: string, giroId: number, signal?: AbortSignal): Promise<FilasActividad[N][]> {
  return api.get<FilasActividad[N][]>(`Informes/${informe}/${desde}/${hasta}/${giroId}`, { signal });
}

export const claveActividad = (hotelId: number, informe: InformeActividad, desde: string, hasta: string, giroId: number) => `${informe}/${hotelId}/${desde}/${hasta}/${giroId}`;

export function useActividad<N extends InformeActividad>(hotelId: number, informe: N, desde: string, hasta: string, giroId: number) {
  return useInforme(claveActividad(hotelId, informe, desde, hasta, giroId), (signal) => getActividad(informe, desde, hasta, giroId, signal));
}
