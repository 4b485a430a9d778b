import { DraggableModal } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { getReserva } from '../comun/api/get-reserva';
import type { Reserva } from '../comun/tipos';
import { TabPasajeros } from '../editor/tab-pasajeros';

/**
 * The guests of a saved reservation, from the phone: the edit modal's guests tab (choose the room
 * and the passenger, or create one; move or remove a listed one) on the reservation as it is now.
 * Guardar hands the reservation with its new list to `onGuardar`, which saves it whole.
 */
export function PasajerosDialog({ reservaId, ocupado, onClose, onGuardar }: { reservaId: number; ocupado: boolean; onClose: () => void; onGuardar: (reserva: Reserva) => void }) {
  const [reserva, setReserva] = useState<Reserva | null>(null);
  const [falla, setFalla] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getReserva(reservaId, controller.signal).then(setReserva, () => !controller.signal.aborted && setFalla(true));
    return () => controller.abort();
  }, [reservaId]);

  return (
    <DraggableModal
      open
      title="Pasajeros"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="rc-button" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="rc-button rc-button--primary" disabled={!reserva} aria-busy={ocupado || undefined} onClick={() => reserva && onGuardar(reserva)}>
            Guardar
          </button>
        </>
      }
    >
      {falla && <p className="rs-vacio">No se pudo cargar la reserva.</p>}
      {!falla && !reserva && <p role="status">Cargando reserva…</p>}
      {reserva && (
        <div className="rs-movil-pasajeros">
          <TabPasajeros reserva={reserva} onCambio={(Pasajeros) => setReserva({ ...reserva, Pasajeros })} />
        </div>
      )}
    </DraggableModal>
  );
}
