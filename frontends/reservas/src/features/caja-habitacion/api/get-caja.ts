import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { FilaCaja } from '../tipos';

/** `GET /api/Informes/InfCajaFechaHabitacion/{fecha}`: every room and its cash on that day; with `aLas`, as it stood then. */
export function getCaja(fecha: string, signal?: AbortSignal, aLas: string | null = null): Promise<FilaCaja[]> {
  return api.get<FilaCaja[]>(`Informes/InfCajaFechaHabitacion/${fecha}`, { signal, query: { aLas } });
}

export function useCaja(hotelId: number, fecha: string, aLas: string | null = null) {
  return useQuery(`Caja/${hotelId}/${fecha}${aLas ? `/${aLas}` : ''}`, (signal) => getCaja(fecha, signal, aLas));
}
