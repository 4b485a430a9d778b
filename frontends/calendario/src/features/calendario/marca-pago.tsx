import type { SaldoMoneda } from '@recepcion/contracts';
import { MENSAJES } from '../../mensajes';

export type EstadoPago = 'pagado' | 'saldo';

/**
 * Whether a reservation is paid: owing when any currency's balance is above zero. Unknown (null)
 * when the cell carries no balances (a cell the UI made itself).
 */
export function estadoPago(saldos: readonly SaldoMoneda[] | undefined): EstadoPago | null {
  if (!saldos) return null;
  return saldos.some((s) => s.Saldo > 0) ? 'saldo' : 'pagado';
}

export const TEXTO_PAGO: Readonly<Record<EstadoPago, string>> = { pagado: MENSAJES.pagado, saldo: MENSAJES.conSaldo };

/**
 * The bar's paid / owing mark: a check or a currency sign in a badge on the bar's corner (the
 * shape tells them apart, not only the colour), with its words for screen readers.
 */
export function MarcaPago({ estado }: { estado: EstadoPago }) {
  return (
    <span className={`cal-pago cal-pago--${estado}`}>
      <span className="cal-pago__signo" aria-hidden="true">
        {estado === 'saldo' ? '$' : '✓'}
      </span>
      <span className="rc-visually-hidden">{TEXTO_PAGO[estado]}</span>
    </span>
  );
}
