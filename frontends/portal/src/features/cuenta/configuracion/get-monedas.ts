import { api } from '@recepcion/api-client';
import type { MonedaResumen } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { useMemo } from 'react';

/** `GET /api/Monedas` (signed in): every currency a hotel may use. */
export function getMonedas(signal?: AbortSignal): Promise<MonedaResumen[]> {
  return api.get<MonedaResumen[]>('Monedas', { signal });
}

export const monedasKey = 'Monedas';

/** The currencies, sorted by name; undefined while loading ([] when they could not be read). */
export function useMonedas(): MonedaResumen[] | undefined {
  const { state } = useQuery(monedasKey, getMonedas);
  const datos = state.data;
  const error = state.status === 'error';
  return useMemo(() => (error ? [] : datos && [...datos].sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'))), [datos, error]);
}
