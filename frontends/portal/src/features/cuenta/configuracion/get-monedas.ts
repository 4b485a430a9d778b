import { api } from '@recepcion/api-client';
import type { MonedaResumen } from '@recepcion/contracts';
import { useEffect, useState } from 'react';

/** `GET /api/Monedas` (signed in): every currency a hotel may use. */
export function getMonedas(): Promise<MonedaResumen[]> {
  return api.get<MonedaResumen[]>('Monedas');
}

/** The currencies, sorted by name; undefined while loading. */
export function useMonedas(): MonedaResumen[] | undefined {
  const [monedas, setMonedas] = useState<MonedaResumen[]>();
  useEffect(() => {
    let mounted = true;
    getMonedas()
      .then((lista) => mounted && setMonedas([...lista].sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'))))
      .catch(() => mounted && setMonedas([]));
    return () => {
      mounted = false;
    };
  }, []);
  return monedas;
}
