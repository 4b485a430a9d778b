import { api } from '@recepcion/api-client';
import { listas } from '@recepcion/session';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A reference list for a select, from libs/session's live lists (kept up to date by `up`
 * events); until the channel has answered, `GET /api/{nombre}` stands in.
 */
export function useLista<T>(nombre: string): readonly T[] {
  const snapshot = useSyncExternalStore(listas.subscribe, listas.getSnapshot, listas.getSnapshot);
  const vivas = snapshot[nombre] as readonly T[] | undefined;
  const [respaldo, setRespaldo] = useState<readonly T[]>([]);
  const sinCanal = !vivas;
  useEffect(() => {
    if (!sinCanal) return undefined;
    let vigente = true;
    api.get<T[]>(nombre, { silent: true }).then(
      (filas) => vigente && Array.isArray(filas) && setRespaldo(filas),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [nombre, sinCanal]);
  return vivas ?? respaldo;
}
