import { api } from '@recepcion/api-client';
import { listas } from '@recepcion/session';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** A room as the live channel lists it. */
export interface HabitacionLista {
  Id: number;
  Nombre: string;
  Orden?: number | null;
}

/** A currency of the global catalogue. */
export interface MonedaLista {
  IDMoneda: string;
  Nombre: string;
  Centavos?: boolean;
}

const VACIA: readonly never[] = [];

/**
 * A reference list from libs/session's live lists (kept up to date by `up` events); until the
 * channel has answered, `GET /api/{nombre}` stands in (read once).
 */
export function useLista<T>(nombre: 'Habitaciones' | 'Monedas'): { filas: readonly T[]; cargando: boolean } {
  const snapshot = useSyncExternalStore(listas.subscribe, listas.getSnapshot, listas.getSnapshot);
  const vivas = snapshot[nombre] as readonly T[] | undefined;
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

/** Whether a currency has cents (CLP does not, spec section 9); an unknown one does. */
export function useCentavos(): (monedaId: string | null | undefined) => boolean {
  const { filas } = useLista<MonedaLista>('Monedas');
  return useCallback((monedaId) => filas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true, [filas]);
}

/** A currency's name from the catalogue, else `otro` (what the row says), else its code. */
export function useNombreMoneda(): (monedaId: string | null | undefined, otro?: string | null) => string {
  const { filas } = useLista<MonedaLista>('Monedas');
  return useCallback((monedaId, otro) => (monedaId ? (filas.find((m) => m.IDMoneda === monedaId)?.Nombre ?? otro ?? monedaId) : (otro ?? '')), [filas]);
}
