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
