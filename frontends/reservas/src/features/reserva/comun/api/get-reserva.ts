import { api } from '@recepcion/api-client';
import { useQuery } from '@recepcion/ui';
import type { Reserva } from '../tipos';

/** `GET /api/ReservasB/{id}`: the reservation with its lists and Version. */
export function getReserva(id: number, signal?: AbortSignal): Promise<Reserva> {
  return api.get<Reserva>(`ReservasB/${id}`, { signal });
}

export const reservaKey = (id: number) => `ReservasB/${id}`;

export function useReserva(id: number) {
  return useQuery(reservaKey(id), (signal) => getReserva(id, signal));
}
