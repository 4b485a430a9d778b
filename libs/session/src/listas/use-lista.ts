import { api } from '@recepcion/api-client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ListasEnVivo } from './listas-en-vivo';

const VACIA: readonly never[] = [];

/**
 * A reference list of `listas` (kept up to date by the live channel's `up` events) as React state;
 * until the channel has answered, `GET /api/{nombre}` stands in (read once; [] when it fails).
 */
export function usarLista<T>(listas: ListasEnVivo, nombre: string): { filas: readonly T[]; cargando: boolean } {
  const snapshot = useSyncExternalStore(listas.subscribe, listas.getSnapshot, listas.getSnapshot);
  const vivas = (snapshot as Record<string, readonly unknown[] | undefined>)[nombre] as readonly T[] | undefined;
  const [respaldo, setRespaldo] = useState<readonly T[] | null>(null);
  const sinCanal = !vivas;
  useEffect(() => {
    if (!sinCanal || respaldo) return undefined;
    let vigente = true;
    api.get<T[]>(nombre, { silent: true }).then(
      (filas) => vigente && setRespaldo(Array.isArray(filas) ? filas : []),
      () => vigente && setRespaldo([]),
    );
    return () => {
      vigente = false;
    };
  }, [nombre, sinCanal, respaldo]);
  if (vivas) return { filas: vivas, cargando: false };
  return { filas: respaldo ?? VACIA, cargando: respaldo === null };
}
