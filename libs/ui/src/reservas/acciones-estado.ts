import { ESTADO_RESERVA, MENSAJES_RESERVAS, type OpcionesCambioEstado } from '@recepcion/contracts';
import type { ReservaParaEstado } from '@recepcion/domain';
import { alerta } from '../dialogs/alerta';
import { pedirContrasena } from '../dialogs/pedir-contrasena';
import { preguntar } from '../dialogs/preguntar';
import { MENSAJES_CRUD } from '../datos/use-crud-lista';
import { toast } from '../toast/toast-store';
import { avisarCancelado } from './cancelado';
import { confirmarCambioEstado } from './confirmar-cambio-estado';

export const MENSAJES_ACCIONES_ESTADO = {
  motivoPregunta: '¿Por qué se anula la reserva?',
  claveCheckOut: 'Ingrese la contraseña de check-out del hotel',
} as const;

/** What a status change needs from the area that shows it (libs/ui makes no API calls of its own). */
export interface LlamadasEstado<R extends { mensajeCheckOut?: string | null }> {
  /** The status call (`GET /api/calendario/{Estado}/{id}`); `clave`: the hotel's check-out password; `opciones`: an early check-out's shortening. */
  cambiar: (estadoId: number, clave?: string, opciones?: OpcionesCambioEstado) => Promise<R>;
  /** The reservation as saved, read only for a check-in or check-out (their questions). */
  leer: () => Promise<ReservaParaEstado>;
  /** The Spanish message of a refused call (the API client's error). */
  mensajeDe: (error: unknown) => string;
  /** Writes a failed check-out to the client error log. */
  registrar?: (mensaje: string, error: unknown) => void;
  conCentavos?: (monedaId: string) => boolean;
}

/**
 * Sets a status (spec section 4), for the edit modal's status bar and the calendar's context menu
 * alike. A check-in before the arrival day and a check-out early or with a balance owing ask
 * first. Check-out may need the hotel's check-out password (asked when the server says so, and
 * again while it is wrong) and may answer the company's message, shown in an alert. Answers what
 * the call answered, or null when nothing changed (a refusal is shown by the API client, or here
 * for the check-out, whose call is silent so that the password can be asked).
 */
export async function aplicarEstadoReserva<R extends { mensajeCheckOut?: string | null }>(estadoId: number, llamadas: LlamadasEstado<R>): Promise<R | null> {
  let opciones: OpcionesCambioEstado;
  try {
    const confirmadas = await confirmarCambioEstado(estadoId, llamadas.leer, llamadas.conCentavos);
    if (confirmadas === null) return null;
    opciones = confirmadas;
    if (estadoId !== ESTADO_RESERVA.checkOut) {
      const respuesta = await llamadas.cambiar(estadoId);
      toast.success(MENSAJES_CRUD.guardado);
      return respuesta;
    }
  } catch {
    return null;
  }
  let clave: string | undefined;
  for (;;) {
    try {
      const respuesta = await llamadas.cambiar(estadoId, clave, opciones);
      toast.success(MENSAJES_CRUD.guardado);
      if (respuesta.mensajeCheckOut) await alerta(respuesta.mensajeCheckOut, 'Check-OUT');
      return respuesta;
    } catch (error) {
      const mensaje = llamadas.mensajeDe(error);
      if (mensaje !== MENSAJES_RESERVAS.contrasenaIncorrecta) {
        toast.error(mensaje);
        llamadas.registrar?.(mensaje, error);
        return null;
      }
      if (clave !== undefined) toast.error(mensaje);
      const otra = await pedirContrasena(MENSAJES_ACCIONES_ESTADO.claveCheckOut, 'Check-OUT');
      if (otra === null) return null;
      clave = otra;
    }
  }
}

/**
 * Cancels with a reason; an already cancelled reservation only gets the alert. Closing the reason's
 * question gives the cancel action up: 'Cancelado'. Null when nothing changed.
 */
export async function anularReservaConMotivo<R>(estadoActual: number, anular: (motivo: string) => Promise<R>): Promise<R | null> {
  if (estadoActual === ESTADO_RESERVA.anulado) {
    await alerta(MENSAJES_RESERVAS.yaAnulada);
    return null;
  }
  const motivo = await preguntar(MENSAJES_ACCIONES_ESTADO.motivoPregunta, 'Motivo', { obligatorio: MENSAJES_RESERVAS.motivoAnulacion });
  if (motivo === null) {
    avisarCancelado();
    return null;
  }
  try {
    const respuesta = await anular(motivo.trim());
    toast.success(MENSAJES_RESERVAS.anulado);
    return respuesta;
  } catch {
    // The API client has shown the refusal.
    return null;
  }
}
