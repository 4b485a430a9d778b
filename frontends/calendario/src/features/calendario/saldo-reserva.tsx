import { formatearMonto } from '@recepcion/domain';
import { useEffect, useState } from 'react';
import { getReserva } from './api/get-reserva';
import { useLista } from './listas';
import type { Reserva } from './tipos';

/** The balance per currency in a reservation's tooltip, read when the tooltip shows. */
export function SaldoReserva({ reservaId }: { reservaId: number }) {
  const [saldos, setSaldos] = useState<Reserva['Saldos'] | null>(null);
  const monedas = useLista<{ IDMoneda: string; Centavos?: boolean }>('Monedas');
  const conCentavos = (monedaId: string) => monedas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true;
  useEffect(() => {
    let vigente = true;
    getReserva(reservaId).then(
      (r) => vigente && setSaldos(r.Saldos ?? []),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [reservaId]);
  if (!saldos) return <span className="cal-tooltip__saldo">Saldo: …</span>;
  if (saldos.length === 0) return null;
  return (
    <span className="cal-tooltip__saldo">
      Saldo: {saldos.map((s) => `${s.MonedaId} ${formatearMonto(s.Saldo, conCentavos(s.MonedaId))}`).join(' · ')}
    </span>
  );
}
