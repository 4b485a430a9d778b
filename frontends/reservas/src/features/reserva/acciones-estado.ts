import { ApiError, sendClientLog } from '@recepcion/api-client';
import { alerta, confirmarCambioEstado, pedirContrasena, preguntar, toast } from '@recepcion/ui';
import { anularReserva } from './api/anular-reserva';
import { cambiarEstado, type EstadoConRuta } from './api/cambiar-estado';
import { getReserva } from './api/get-reserva';
import { ESTADO_ANULADO } from './estados';
import { MENSAJES } from './mensajes';
import type { Reserva } from './tipos';

/**
 * Sets a status with its call (spec section 4). A check-in before the arrival day and a check-out
 * early or with a balance owing ask first (libs/ui's `confirmarCambioEstado`, over the reservation
 * as saved). Check-out may need the hotel's check-out password (asked when the server says so,
 * and again while it is wrong) and may answer the company's message, shown in an alert. Answers
 * the reservation as it is now, or null when nothing changed.
 */
export async function aplicarEstado(reservaId: number, estado: EstadoConRuta, conCentavos?: (monedaId: string) => boolean): Promise<Reserva | null> {
  try {
    if (!(await confirmarCambioEstado(estado, () => getReserva(reservaId), conCentavos))) return null;
  } catch {
    // The API client has shown the error.
    return null;
  }
  if (estado !== 8) {
    try {
      const reserva = await cambiarEstado(reservaId, estado);
      toast.success(MENSAJES.guardado);
      return reserva;
    } catch {
      // The API client has shown the error.
      return null;
    }
  }
  let clave: string | undefined;
  for (;;) {
    try {
      const reserva = await cambiarEstado(reservaId, 8, clave);
      toast.success(MENSAJES.guardado);
      if (reserva.mensajeCheckOut) await alerta(reserva.mensajeCheckOut, 'Check-OUT');
      return reserva;
    } catch (error) {
      if (!(error instanceof ApiError) || error.mensaje !== MENSAJES.contrasenaIncorrecta) {
        const mensaje = error instanceof ApiError ? error.mensaje : String(error);
        toast.error(mensaje);
        void sendClientLog({ message: mensaje, tag: error instanceof ApiError ? `${error.request} ${error.status}` : 'CheckOut', category: 'api' });
        return null;
      }
      if (clave !== undefined) toast.error(MENSAJES.contrasenaIncorrecta);
      const otra = await pedirContrasena(MENSAJES.claveCheckOut, 'Check-OUT');
      if (otra === null) return null;
      clave = otra;
    }
  }
}

/** Cancels with a reason; an already cancelled reservation only gets the alert. */
export async function anular(reservaId: number, estadoActual: number): Promise<Reserva | null> {
  if (estadoActual === ESTADO_ANULADO) {
    await alerta(MENSAJES.yaAnulada);
    return null;
  }
  const motivo = await preguntar(MENSAJES.motivoPregunta, 'Motivo', { obligatorio: MENSAJES.motivoAnulacion });
  if (motivo === null) return null;
  try {
    const reserva = await anularReserva(reservaId, motivo.trim());
    toast.success(MENSAJES.anulado);
    return reserva;
  } catch {
    return null;
  }
}
