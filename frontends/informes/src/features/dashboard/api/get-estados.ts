import { api } from '@recepcion/api-client';
import type { TableroEstados } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET /api/Informes/InfEstados/{fecha}`: the dashboard's readings for that day. */
export function getEstados(fecha: string, signal?: AbortSignal): Promise<TableroEstados> {
  return api.get<TableroEstados>(`Informes/InfEstados/${fecha}`, { signal });
}

export const claveEstados = (hotelId: number, fecha: string) => `InfEstados/${hotelId}/${fecha}`;

/** The dashboard reads quietly (no 'Informe actualizado': it refreshes on its own). */
export function useEstados(hotelId: number, fecha: string) {
  return useQuery(claveEstados(hotelId, fecha), (signal) => getEstados(fecha, signal));
}
