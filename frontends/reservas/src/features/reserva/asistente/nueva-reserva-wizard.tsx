import { DraggableModal } from '@recepcion/ui';
import type { FormEvent } from 'react';
import type { Reserva } from '../comun/tipos';
import { type PedidoNuevaReserva, useNuevaReserva } from './use-nueva-reserva';
import { WizardPasoGeneral } from './wizard-paso-general';
import { WizardPasoHabitaciones } from './wizard-paso-habitaciones';

export type { PedidoNuevaReserva } from './use-nueva-reserva';

interface Props {
  pedido: PedidoNuevaReserva;
  onClose: () => void;
  /** The created reservation: the host opens its edit modal. */
  onCreada: (reserva: Reserva) => void;
}

/**
 * The reservation wizard (spec section 2): step 1 general data (stay, client or a new one, group,
 * contact, currency, tax, payment form, status), step 2 one line per room with its type, guests,
 * accommodation price (from the price list), meal plan and total. Saving checks every line, creates
 * the reservation in its status with one request and hands it over (useNuevaReserva).
 */
export function NuevaReservaWizard({ pedido, onClose, onCreada }: Props) {
  const w = useNuevaReserva(pedido, onClose, onCreada);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (w.paso === 1) w.siguiente();
    else void w.guardar();
  };

  const footer =
    w.paso === 1 ? (
      <>
        <button type="button" className="rc-button" onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className="rc-button rc-button--primary" disabled={!w.reserva}>
          Siguiente
        </button>
      </>
    ) : (
      <>
        <button type="button" className="rc-button" onClick={() => w.setPaso(1)}>
          Anterior
        </button>
        <button type="submit" className="rc-button rc-button--primary" aria-busy={w.guardando || undefined} aria-disabled={w.guardando || undefined}>
          {w.guardando ? 'Guardando…' : 'Guardar'}
        </button>
      </>
    );

  return (
    <DraggableModal open title="Nueva reserva" onClose={onClose} closeOnEscape size="xl" footer={footer} onSubmit={enviar}>
      <p className="rs-wizard__paso" aria-live="polite">
        Paso {w.paso} de 2: {w.paso === 1 ? 'Datos generales' : 'Habitaciones'}
      </p>
      {!w.reserva && <p role="status">Preparando la reserva…</p>}
      {w.reserva && w.paso === 1 && (
        <WizardPasoGeneral
          reserva={w.reserva}
          cliente={w.cliente}
          errores={w.errores}
          paisId={w.config?.PaisId}
          monedaHotel={w.config?.MonedaId}
          cambiar={w.cambiar}
          cambiarCheckIn={w.cambiarCheckIn}
          cambiarCheckOut={w.cambiarCheckOut}
          elegirCliente={w.elegirCliente}
        />
      )}
      {w.reserva && w.paso === 2 && <WizardPasoHabitaciones reserva={w.reserva} lineas={w.lineas} habitaciones={w.habitaciones} tipos={w.tipos} ctx={w.ctx} />}
    </DraggableModal>
  );
}
