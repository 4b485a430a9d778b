import { api } from '@recepcion/api-client';
import type { PaisResumen } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { useMemo } from 'react';

let cache: Promise<PaisResumen[]> | undefined;

/** `GET /api/Paises` (public): the countries a hotel can register in. Asked once per page. */
export function getPaises(): Promise<PaisResumen[]> {
  cache ??= api.get<PaisResumen[]>('Paises').catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  return cache;
}

export const paisesKey = 'Paises';

/** The countries, sorted by name; undefined while loading ([] when they could not be read). */
export function usePaises(): PaisResumen[] | undefined {
  const { state } = useQuery(paisesKey, getPaises);
  const datos = state.data;
  const error = state.status === 'error';
  return useMemo(() => (error ? [] : datos && [...datos].sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'))), [datos, error]);
}

/** Tests start from an empty cache. */
export function resetPaisesCache(): void {
  cache = undefined;
}
