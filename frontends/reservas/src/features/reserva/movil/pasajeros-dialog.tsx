import { ApiError } from '@recepcion/api-client';
import { DraggableModal, toast } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { getReserva } from '../comun/api/get-reserva';
import { guardarReserva } from '../comun/api/guardar-reserva';
import { cuerpoReserva } from '../comun/calculos';
import { MENSAJES } from '../comun/mensajes';
import type { Reserva } from '../comun/tipos';
import { TabPasajeros } from '../editor/tab-pasajeros';

/**
 * The guests of a saved reservation, from the phone: the edit modal's guests tab (choose the room
 * and the passenger, or create one; move or remove a listed one) on the reservation as it is now,
 * saved whole with the new list (the edit's body and Version) by Guardar, so nothing else changes.
 */
export function PasajerosDialog({ reservaId, onClose, onGuardado }: { reservaId: number; onClose: () => void; onGuardado: () => void }) {
  const [reserva, setReserva] = useState<Reserva | null>(null);
  const [falla, setFalla] = useState(false);
  const [guardando, setGuardando] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getReserva(reservaId, controller.signal).then(setReserva, () => !controller.signal.aborted && setFalla(true));
    return () => controller.abort();
  }, [reservaId]);

  const guardar = async () => {
    if (!reserva || guardando) return;
    setGuardando(true);
    try {
      await guardarReserva(reservaId, cuerpoReserva(reserva));
      toast.success(MENSAJES.guardado);
      onGuardado();
    } catch (error) {
      // The save is silent (the edit modal words its own errors): the dialog stays with the list.
      toast.error(error instanceof ApiError ? error.mensaje : String(error));
    } finally {
      setGuardando(false);
    }
  };

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
          <button type="button" className="rc-button rc-button--primary" disabled={!reserva} aria-busy={guardando || undefined} onClick={() => void guardar()}>
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
