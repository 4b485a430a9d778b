import { ESTADO_RESERVA, type EstadoConRuta, MENSAJES_RESERVAS, type OpcionesCambioEstado, rutaCambioEstado } from '@recepcion/contracts';
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

/** What the status flow needs to reach the server: built by `accionesEstadoReserva` from the area's API client. */
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
  /** The hotel's today (`yyyy-MM-dd`), for the check-in rule and an early check-out's new end; this computer's day when absent. */
  hoy?: () => string;
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
    const confirmadas = await confirmarCambioEstado(estadoId, llamadas.leer, llamadas.conCentavos, llamadas.hoy?.());
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

/**
 * The two verbs of the product's API client (`api` of @recepcion/api-client) that the status
 * actions use. libs/ui does not depend on the client: each area hands its own in, once.
 */
export interface ClienteEstado {
  get<T>(ruta: string, opciones?: { silent?: boolean; headers?: Record<string, string> }): Promise<T>;
  put<T>(ruta: string, cuerpo?: unknown): Promise<T>;
}

/** What a status call answers: the status set, and the company's check-out message when there is one. */
export interface RespuestaEstado {
  EstadoId: number;
  mensajeCheckOut?: string | null;
}

export interface OpcionesAccionesEstado {
  /** Writes a failed check-out (a silent call, so the API client does not log it) to the client error log. */
  registrar?: (mensaje: string, error: unknown) => void;
  /** The hotel's today (libs/session's `hoyDelHotel`): libs/ui does not know the session. */
  hoy?: () => string;
}

/** A reservation's status actions, the same wherever they are offered. Each answers what the server answered, or null when nothing changed. */
export interface AccionesEstadoReserva<R extends RespuestaEstado> {
  /** Sets a status (`GET /api/calendario/{SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut}/{id}`), asking first when `aplicarEstadoReserva` says so. */
  aplicar: (reservaId: number, estado: EstadoConRuta, conCentavos?: (monedaId: string) => boolean) => Promise<R | null>;
  /** Cancels with a reason (`PUT /api/calendario/AnularReserva/{id}` {texto}). */
  anular: (reservaId: number, estadoActual: number) => Promise<R | null>;
}

/** The API client's errors carry the Spanish message the user is shown in `mensaje`. */
function mensajeDe(error: unknown): string {
  const mensaje = error instanceof Error ? (error as Error & { mensaje?: unknown }).mensaje : undefined;
  return typeof mensaje === 'string' ? mensaje : String(error);
}

/**
 * The status workflow of a reservation, in one place for the calendar's context menu, the edit
 * modal's status bar and the phone view: its calls (the routes, the check-out password header,
 * the silent check-out), the questions before them and the toasts after them. The reservation is
 * read (`GET /api/ReservasB/{id}`) only for a check-in or a check-out.
 */
export function accionesEstadoReserva<R extends RespuestaEstado = RespuestaEstado>(cliente: ClienteEstado, opciones: OpcionesAccionesEstado = {}): AccionesEstadoReserva<R> {
  return {
    aplicar: (reservaId, estado, conCentavos) =>
      aplicarEstadoReserva<R>(estado, {
        cambiar: (estadoId, clave, opcionesCambio) =>
          cliente.get<R>(rutaCambioEstado(reservaId, estadoId as EstadoConRuta, opcionesCambio), {
            // A wrong check-out password is asked again, not shown as an error toast.
            silent: estadoId === ESTADO_RESERVA.checkOut,
            headers: clave === undefined ? undefined : { 'X-Clave-CheckOut': clave },
          }),
        leer: () => cliente.get<ReservaParaEstado>(`ReservasB/${reservaId}`),
        mensajeDe,
        registrar: opciones.registrar,
        conCentavos,
        hoy: opciones.hoy,
      }),
    anular: (reservaId, estadoActual) => anularReservaConMotivo(estadoActual, (motivo) => cliente.put<R>(`calendario/AnularReserva/${reservaId}`, { texto: motivo })),
  };
}
