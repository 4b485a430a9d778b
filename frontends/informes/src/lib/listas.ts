import { useLista } from '@recepcion/session';
import { useCallback } from 'react';

/** A currency of the global catalogue (the live list `Monedas`). */
interface MonedaLista {
  IDMoneda: string;
  Nombre: string;
  Centavos?: boolean;
}

/** Whether a currency has cents (CLP does not, spec section 9); an unknown one does. */
export function useCentavos(): (monedaId: string | null | undefined) => boolean {
  const { filas } = useLista<MonedaLista>('Monedas');
  return useCallback((monedaId) => filas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true, [filas]);
}

/** A currency's name from the catalogue, else its code. */
export function useNombreMoneda(): (monedaId: string) => string {
  const { filas } = useLista<MonedaLista>('Monedas');
  return useCallback((monedaId) => filas.find((m) => m.IDMoneda === monedaId)?.Nombre ?? monedaId, [filas]);
}
