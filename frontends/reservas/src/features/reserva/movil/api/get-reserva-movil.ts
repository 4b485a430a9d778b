import { api } from '@recepcion/api-client';
import { useQuery } from '@recepcion/ui';
import type { ReservaMovil } from '../../comun/tipos';

/** `GET /api/calendario/reserva-movil/{id}`: the read-only mobile view. */
export function getReservaMovil(reservaId: number, signal?: AbortSignal): Promise<ReservaMovil> {
  return api.get<ReservaMovil>(`calendario/reserva-movil/${reservaId}`, { signal });
}

export const reservaMovilKey = (reservaId: number) => `calendario/reserva-movil/${reservaId}`;

export function useReservaMovil(reservaId: number) {
  return useQuery(reservaMovilKey(reservaId), (signal) => getReservaMovil(reservaId, signal));
}
