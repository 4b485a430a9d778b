import type { SaldoMoneda } from '@recepcion/contracts';
import { formatearMonto } from '@recepcion/domain';
import { useReserva } from './api/get-reserva';
import { useLista } from './listas';

/**
 * The balance per currency in a reservation's tooltip: the calendar cell's own `Saldos` when the
 * API sends them, else read (`GET /api/ReservasB/{id}`) when the tooltip shows.
 */
export function SaldoReserva({ reservaId, saldos }: { reservaId: number; saldos?: readonly SaldoMoneda[] }) {
  return saldos ? <Saldos saldos={saldos} /> : <SaldoLeido reservaId={reservaId} />;
}

function SaldoLeido({ reservaId }: { reservaId: number }) {
  const { state } = useReserva(reservaId);
  if (state.status !== 'success') return <span className="cal-tooltip__saldo">Saldo: …</span>;
  return <Saldos saldos={state.data.Saldos ?? []} />;
}

function Saldos({ saldos }: { saldos: readonly SaldoMoneda[] }) {
  const monedas = useLista<{ IDMoneda: string; Centavos?: boolean }>('Monedas');
  const conCentavos = (monedaId: string) => monedas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true;
  if (saldos.length === 0) return null;
  return (
    <span className="cal-tooltip__saldo">
      Saldo: {saldos.map((s) => `${s.MonedaId} ${formatearMonto(s.Saldo, conCentavos(s.MonedaId))}`).join(' · ')}
    </span>
  );
}
