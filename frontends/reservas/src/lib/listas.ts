import { useLista as useListaSesion } from '@recepcion/session';
import { useCallback } from 'react';

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

/** A reference list from libs/session's live lists; `GET /api/{nombre}` until the channel answers. */
export const useLista = <T,>(nombre: 'Habitaciones' | 'Monedas') => useListaSesion<T>(nombre);

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
