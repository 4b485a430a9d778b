import { useEffect, useState } from 'react';
import { getReserva } from './api/get-reserva';
import { EstadoCuentaDialog } from './estado-cuenta-dialog';
import { useCentavos } from './listas';
import type { Reserva } from './tipos';
import { useConfig } from './use-precios';

/** `?estado-cuenta=<id>`: the saved reservation's account statement. */
export function EstadoCuentaReserva({ reservaId, onClose }: { reservaId: number; onClose: () => void }) {
  const config = useConfig();
  const centavosDe = useCentavos();
  const [reserva, setReserva] = useState<Reserva | null>(null);

  useEffect(() => {
    let vigente = true;
    getReserva(reservaId).then(
      (r) => vigente && setReserva(r),
      () => vigente && onClose(),
    );
    return () => {
      vigente = false;
    };
  }, [reservaId, onClose]);

  return <EstadoCuentaDialog reserva={reserva} config={config} centavosDe={(m) => centavosDe(m)} onClose={onClose} />;
}
