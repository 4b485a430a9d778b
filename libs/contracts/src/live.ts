/** Live channel (spec section 7): socket.io at this path. */
export const LIVE_PATH = '/message2';
export const LIVE_RECONEXION_MS = 5000;

/** Pushed to every open session of the hotel after a committed change. */
export interface ActualizacionEnVivo {
  entidad: string;
  metodo: 'insert' | 'update' | 'delete';
  datos: unknown;
}

/**
 * Server to client: what the socket has (the reference lists of `openhotel`, whatever it drew from
 * `up` events) may be stale, so it asks `openhotel` again. Sent when notices between API processes
 * were interrupted (Redis was unreachable: `up` events of other processes may have been lost) and
 * when the socket's session moved to another hotel (an operator's support access and its way back).
 */
export const EVENTO_RECARGAR = 'recargar';

export interface AvisoRecargar {
  motivo: 'interrupcion' | 'hotel';
  /** The hotel the socket follows from now on (the session's). */
  hotelId: number;
}

/**
 * The twelve reference lists of spec section 3, as `openhotel` answers them. Keys are the API
 * paths of each list, so an `up` event's `entidad` names the list it changes.
 */
export const LISTAS_REFERENCIA = [
  'TiposHabitacion',
  'Habitaciones',
  'Monedas',
  'FormasPago',
  'Cargos',
  'TipoImpuestos',
  'Regimenes',
  'Paises',
  'GruposServicio',
  'Temporadas',
  'TopClientes',
  'TopPasajeros',
] as const;
export type NombreListaReferencia = (typeof LISTAS_REFERENCIA)[number];

/**
 * Sessions that ended (logout, password change or reset, expiry): their live sockets are
 * disconnected, in every API process. `sessionIds` are the server's session ids (hashes), never tokens.
 */
export class SesionesCerradas {
  constructor(readonly sessionIds: readonly string[]) {}
}

/**
 * What some open sessions prove changed without ending them (the hotel a session works in, a
 * user's type or access in a hotel, the operator flag, a hotel deleted): the API's session cache
 * reads these users' sessions again at their next request, and the live channel moves (another
 * hotel) or disconnects (no session left) their sockets at once, in every API process. Publish it
 * after the change commits (a reader in another process sees only what is committed). `null`:
 * every session.
 */
export class SesionesModificadas {
  constructor(readonly usuarioIds: readonly number[] | null) {}
}

/**
 * The live channel's second hub (spec section 7: "a second hub connection exists for test pages"),
 * used by the root test page `/root/probando-signalr`: the namespace `/pruebas` of the same
 * socket.io server (path `LIVE_PATH`). Operators only: a socket without a session is refused with
 * `MENSAJE_SESION_EXPIRADA`, a hotel user's with `MENSAJE_SIN_PERMISO` (both as `connect_error`).
 */
export const LIVE_PRUEBAS_NAMESPACE = '/pruebas';

/** The events of the second hub. */
export const EVENTOS_PRUEBAS = {
  /** Client to server, with an acknowledgement: a `PingPrueba`, answered with a `RespuestaPing`. */
  ping: 'ping',
  /** Server to client: every change of the session hotel, as the main hub's `up` (`ActualizacionEnVivo`). */
  up: 'up',
} as const;

/** The longest text a ping may carry. */
export const LARGO_MAXIMO_PING = 500;

export const MENSAJES_PRUEBAS = {
  textoNoValido: `Escriba un texto de hasta ${LARGO_MAXIMO_PING} caracteres`,
} as const;

/** `ping` body. */
export interface PingPrueba {
  texto: string;
}

/** `ping` answer: the text as it came, the server's time (ISO 8601) and the session's hotel. */
export interface EcoPrueba {
  texto: string;
  horaServidor: string;
  hotelId: number;
}

/** What `ping` acknowledges: the echo, or `{Message}` when the text is missing, not text or too long. */
export type RespuestaPing = EcoPrueba | { Message: string };

/** The text of a ping body, or null when it is not a `PingPrueba` the hub accepts. */
export function textoDePing(datos: unknown): string | null {
  const texto = datos && typeof datos === 'object' ? (datos as { texto?: unknown }).texto : undefined;
  if (typeof texto !== 'string' || !texto.trim() || texto.length > LARGO_MAXIMO_PING) return null;
  return texto;
}
