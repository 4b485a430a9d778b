import { api } from '@recepcion/api-client';
import { useQuery } from '@recepcion/ui';
import type { EventoHistorial } from '../../comun/tipos';

/** `GET /api/ReservasB/{id}/Historial`: the reservation's events as a timeline. */
export function getHistorial(reservaId: number, signal?: AbortSignal): Promise<EventoHistorial[]> {
  return api.get<EventoHistorial[]>(`ReservasB/${reservaId}/Historial`, { signal });
}

/** A new version of the reservation reads its history again. */
export const historialKey = (reservaId: number, version?: number) => `ReservasB/${reservaId}/Historial@${version ?? ''}`;

export function useHistorial(reservaId: number, version?: number) {
  return useQuery(historialKey(reservaId, version), (signal) => getHistorial(reservaId, signal));
}
