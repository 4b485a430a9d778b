import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FilaCaja } from '../tipos';

/** `GET /api/Informes/InfCajaFechaHabitacion/{fecha}`: every room and its cash on that day. */
export function getCaja(fecha: string, signal?: AbortSignal): Promise<FilaCaja[]> {
  return api.get<FilaCaja[]>(`Informes/InfCajaFechaHabitacion/${fecha}`, { signal });
}

export function useCaja(hotelId: number, fecha: string) {
  return useQuery(`Caja/${hotelId}/${fecha}`, (signal) => getCaja(fecha, signal));
}
