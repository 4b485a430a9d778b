import { ApiError } from '@recepcion/api-client';
import { ESTADO_RESERVA } from '@recepcion/contracts';
import { usePuedeEscribir } from '@recepcion/session';
import { AvisoSoloLectura, toast } from '@recepcion/ui';
import { useState } from 'react';
import { aplicarEstado } from '../comun/acciones-estado';
import { ESTADO_ANULADO, estadoDe } from '../comun/estados';
import { IngresoDialog } from '../comun/ingreso-dialog';
import { MENSAJES } from '../comun/mensajes';
import { CargoDialog } from '../editor/cargo-dialog';
import { agregarCargo, guardarPasajeros, registrarPago } from './guardar-en-reserva';
import { PasajerosDialog } from './pasajeros-dialog';
import type { LineaHabitacion, ReservaMovil } from '../comun/tipos';
import { useContextoPrecios } from '../comun/use-precios';

const ESTADOS_MOVIL = [ESTADO_RESERVA.checkIn, ESTADO_RESERVA.checkOut] as const;

export interface AccionesMovilProps {
  reservaId: number;
  general: ReservaMovil['general'];
  lineas: readonly LineaHabitacion[];
  /** Something was saved: the view reads the reservation again. */
  onCambio: () => void;
}

/**
 * The front desk's actions on a phone: check-in and check-out (libs/ui's shared status flow, the
 * edit modal's questions and check-out password included), registering a payment, adding a
 * charge and editing the guests (the edit modal's dialogs and guests tab, saved at once). A
 * cancelled reservation takes none of them (the server refuses any change to it) and says why; a
 * read-only user gets the notice instead.
 */
export function AccionesMovil({ reservaId, general, lineas, onCambio }: AccionesMovilProps) {
  const puedeModificar = usePuedeEscribir('recepcion');
  const ctx = useContextoPrecios();
  const [dialogo, setDialogo] = useState<'pago' | 'cargo' | 'pasajeros' | null>(null);
  const [ocupado, setOcupado] = useState(false);
  if (!puedeModificar) return <AvisoSoloLectura />;

  const anulada = general.EstadoId === ESTADO_ANULADO;
  const idAnulada = `rs-movil-anulada-${reservaId}`;
  const motivo = anulada ? { 'aria-describedby': idAnulada, title: MENSAJES.reservaAnulada } : {};

  const cambiarEstado = async (estado: (typeof ESTADOS_MOVIL)[number]) => {
    setOcupado(true);
    try {
      if (await aplicarEstado(reservaId, estado, ctx.centavosDe)) onCambio();
    } finally {
      setOcupado(false);
    }
  };

  /** Saves one change; the dialog stays open with it when the server refuses. */
  const guardar = async (cambio: () => Promise<unknown>) => {
    if (ocupado) return;
    setOcupado(true);
    try {
      await cambio();
      setDialogo(null);
      toast.success(MENSAJES.guardado);
      onCambio();
    } catch (error) {
      // The save is silent (the edit modal words its own errors): the dialog stays with what was typed.
      toast.error(error instanceof ApiError ? error.mensaje : String(error));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <section aria-label="Acciones de recepción" className="rs-movil__acciones">
      {ESTADOS_MOVIL.map((estado) => (
        <button
          key={estado}
          type="button"
          className="rc-button rc-button--primary rs-movil__accion"
          disabled={anulada || general.EstadoId === estado}
          aria-busy={ocupado || undefined}
          onClick={() => !ocupado && void cambiarEstado(estado)}
          {...motivo}
        >
          {estadoDe(estado).nombre}
        </button>
      ))}
      <button type="button" className="rc-button rs-movil__accion" disabled={anulada} onClick={() => setDialogo('pago')} {...motivo}>
        Registrar pago
      </button>
      <button type="button" className="rc-button rs-movil__accion" disabled={anulada} onClick={() => setDialogo('cargo')} {...motivo}>
        Agregar cargo
      </button>
      <button type="button" className="rc-button rs-movil__accion rs-movil__accion--ancha" disabled={anulada} onClick={() => setDialogo('pasajeros')} {...motivo}>
        Editar pasajeros
      </button>
      {anulada && (
        <p id={idAnulada} className="rs-movil__nota">
          {MENSAJES.reservaAnulada}
        </p>
      )}
      {dialogo === 'pago' && (
        <IngresoDialog ingreso={null} reserva={general} lineas={lineas} onClose={() => setDialogo(null)} onAceptar={(ingreso) => void guardar(() => registrarPago(reservaId, ingreso))} />
      )}
      {dialogo === 'pasajeros' && (
        <PasajerosDialog reservaId={reservaId} ocupado={ocupado} onClose={() => setDialogo(null)} onGuardar={(reserva) => void guardar(() => guardarPasajeros(reservaId, reserva))} />
      )}
      {dialogo === 'cargo' && (
        <CargoDialog cargo={null} reserva={general} lineas={lineas} onClose={() => setDialogo(null)} onAceptar={(cargo) => void guardar(() => agregarCargo(reservaId, cargo))} />
      )}
    </section>
  );
}
