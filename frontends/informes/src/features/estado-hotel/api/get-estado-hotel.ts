import { api } from '@recepcion/api-client';
import type { FilaEstadoHotel } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfEstadoHotel/{fecha}`: every room on that day, who is in, arriving, leaving. */
export function getEstadoHotel(fecha: string, signal?: AbortSignal): Promise<FilaEstadoHotel[]> {
  return api.get<FilaEstadoHotel[]>(`Informes/InfEstadoHotel/${fecha}`, { signal });
}

export const claveEstadoHotel = (hotelId: number, fecha: string) => `InfEstadoHotel/${hotelId}/${fecha}`;

export function useEstadoHotel(hotelId: number, fecha: string) {
  return useInforme(claveEstadoHotel(hotelId, fecha), (signal) => getEstadoHotel(fecha, signal));
}
