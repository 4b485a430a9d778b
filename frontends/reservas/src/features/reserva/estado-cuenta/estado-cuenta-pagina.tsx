import { useEffect } from 'react';
import { useReserva } from '../comun/api/get-reserva';
import { EstadoCuentaDialog } from './estado-cuenta-dialog';
import { useCentavos } from '../comun/listas';
import type { Reserva } from '../comun/tipos';
import { useConfig } from '../comun/use-precios';

/** `?estado-cuenta=<id>`: the saved reservation's account statement. */
export function EstadoCuentaReserva({ reservaId, onClose }: { reservaId: number; onClose: () => void }) {
  const config = useConfig();
  const centavosDe = useCentavos();
  const { state } = useReserva(reservaId);
  const reserva: Reserva | null = state.data ?? null;
  const fallo = state.status === 'error';

  useEffect(() => {
    if (fallo) onClose();
  }, [fallo, onClose]);

  return <EstadoCuentaDialog reserva={reserva} config={config} centavosDe={(m) => centavosDe(m)} onClose={onClose} />;
}
