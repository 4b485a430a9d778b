import { api } from '@recepcion/api-client';
import type { PaisResumen } from '@recepcion/contracts';
import { useEffect, useState } from 'react';

let cache: Promise<PaisResumen[]> | undefined;

/** `GET /api/Paises` (public): the countries a hotel can register in. Asked once per page. */
export function getPaises(): Promise<PaisResumen[]> {
  cache ??= api.get<PaisResumen[]>('Paises').catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  return cache;
}

/** The countries, sorted by name; undefined while loading. */
export function usePaises(): PaisResumen[] | undefined {
  const [paises, setPaises] = useState<PaisResumen[]>();
  useEffect(() => {
    let mounted = true;
    getPaises()
      .then((lista) => mounted && setPaises([...lista].sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'))))
      .catch(() => mounted && setPaises([]));
    return () => {
      mounted = false;
    };
  }, []);
  return paises;
}

/** Tests start from an empty cache. */
export function resetPaisesCache(): void {
  cache = undefined;
}
