import { api } from '@recepcion/api-client';
import type { FilaHabitacionesDisponibles } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfHabitacionesDisponibles/{desde}`: free rooms per room type and day, to the end of the month. */
export function getHabitacionesDisponibles(desde: string, signal?: AbortSignal): Promise<FilaHabitacionesDisponibles[]> {
  return api.get<FilaHabitacionesDisponibles[]>(`Informes/InfHabitacionesDisponibles/${desde}`, { signal });
}

export const claveHabitacionesDisponibles = (hotelId: number, desde: string) => `InfHabitacionesDisponibles/${hotelId}/${desde}`;

export function useHabitacionesDisponibles(hotelId: number, desde: string) {
  return useInforme(claveHabitacionesDisponibles(hotelId, desde), (signal) => getHabitacionesDisponibles(desde, signal));
}
