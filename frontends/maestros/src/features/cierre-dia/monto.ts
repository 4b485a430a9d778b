import { formatearMonto, formatearNumero } from '@recepcion/domain';
import { useLista } from '@recepcion/session';
import { useCallback } from 'react';

/**
 * An amount in its currency as the screen writes it: `40.000` in CLP, `30,00` in USD (from the
 * live currency list); a currency not in the list shows cents only when the amount has them.
 */
export function useMonto(): (valor: number, monedaId: string) => string {
  const { filas } = useLista<{ IDMoneda: string; Centavos?: boolean }>('Monedas');
  return useCallback((valor: number, monedaId: string) => formatearMonto(valor, filas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? !Number.isInteger(valor)), [filas]);
}

/** `66,67 %`. */
export const porcentaje = (valor: number) => `${formatearNumero(valor, { decimales: 2 })} %`;
