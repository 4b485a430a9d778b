import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Tarifa } from '../../../lib/tipos';

/** `GET /api/TarifasB/{id}`: one price list with its lines. */
export function getTarifa(id: number, signal?: AbortSignal): Promise<Tarifa> {
  return api.get<Tarifa>(`TarifasB/${id}`, { signal });
}

export function useTarifa(id: number) {
  return useQuery(`TarifasB/${id}`, (signal) => getTarifa(id, signal));
}
