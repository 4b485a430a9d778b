import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { TipoHabitacion } from '../../../lib/tipos';

/** `GET /api/TiposHabitacion`: the room types. */
export function getTiposHabitacion(signal?: AbortSignal): Promise<TipoHabitacion[]> {
  return api.get<TipoHabitacion[]>('TiposHabitacion', { signal });
}

export const tiposHabitacionKey = (hotelId: number) => `TiposHabitacion/${hotelId}`;

export function useTiposHabitacion(hotelId: number) {
  return useQuery(tiposHabitacionKey(hotelId), getTiposHabitacion);
}
