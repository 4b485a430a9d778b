/**
 * Commands and queries that one backend module sends to another through the CQRS buses. Plain
 * classes: the receiving module registers a handler for the class; the sender imports only this.
 */

/** maestros: a country and the currency a new hotel of that country starts with. */
export class ObtenerPais {
  constructor(readonly paisId: number) {}
}
export interface PaisResumen {
  Id: number;
  Nombre: string;
  MonedaId: string | null;
}

/** tarifario: does this currency exist (setup dialog)? */
export class ObtenerMoneda {
  constructor(readonly monedaId: string) {}
}
export interface MonedaResumen {
  IDMoneda: string;
  Nombre: string;
  Centavos: boolean;
}

/** tarifario, during hotel setup: the hotel's tax type and currency. Runs in the caller's transaction. */
export class PrepararTarifarioInicial {
  constructor(
    readonly hotelId: number,
    readonly impuestoNombre: string,
    readonly impuestoPorcentaje: number,
    readonly monedaId: string,
  ) {}
}
export interface TarifarioInicial {
  tipoImpuestoId: number;
}

/** maestros, during hotel setup: a default room type and `habitaciones` rooms. Same transaction. */
export class PrepararHabitacionesIniciales {
  constructor(
    readonly hotelId: number,
    readonly habitaciones: number,
  ) {}
}
export interface HabitacionesIniciales {
  tipoHabitacionId: number;
  habitacionIds: number[];
}

/**
 * Published after a committed insert, update or delete of a reference-list entity; the live
 * channel sends it to every open session of the hotel as `up` {entidad, metodo, datos}.
 */
export class EntidadCambiada {
  constructor(
    readonly hotelId: number | null,
    readonly entidad: string,
    readonly metodo: 'insert' | 'update' | 'delete',
    readonly datos: unknown,
  ) {}
}

/** maestros: which of these services (room types 6, meal plans 5, charges 7) exist in the session's hotel. */
export class ServiciosExistentes {
  constructor(
    readonly tipoServicioId: number,
    readonly ids: number[],
  ) {}
}

/** The reference lists each module contributes to the live channel's `openhotel` answer. */
export class ListasReferenciaMaestros {}
export class ListasReferenciaTarifario {}
export type ListasReferencia = Record<string, unknown[]>;

/** maestros: rooms of the session's hotel with their type (reservations price and name lines with it). */
export class ResolverHabitaciones {
  constructor(readonly ids: number[]) {}
}
export interface HabitacionResumen {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string;
  /** Default guests of a new line in this room (from its room type). */
  CantidadPasajerosPredeterminado: number;
}

/** maestros: a client of the session's hotel, or null. */
export class ObtenerCliente {
  constructor(readonly clienteId: number) {}
}
export interface ClienteResumen {
  Id: number;
  Nombre: string;
}

/** cuenta: the pricing flags and defaults of the session's hotel configuration. */
export class ObtenerConfiguracionPrecios {}
export interface ConfiguracionPrecios {
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  PrecioHabitacionPorPersona: boolean;
  PrecioRegimenPorPersona: boolean;
}

/** tarifario: a tax type of the session's hotel, or null. */
export class ObtenerTipoImpuesto {
  constructor(readonly tipoImpuestoId: number) {}
}
export interface TipoImpuestoResumen {
  Id: number;
  Nombre: string;
  Porcentaje: number;
}

/** maestros: the session hotel's rooms (in order) and room types, for the calendar's rows. */
export class HabitacionesDelCalendario {}
export interface HabitacionesCalendario {
  roomType: { Id: number; Nombre: string; CantidadPasajeros: number; CantidadPasajerosPredeterminado: number }[];
  room: { Id: number; Nombre: string; TipoHabitacionId: number; TipoHabitacionNombre: string; Orden: number; Comentario: string | null }[];
}

/** cuenta: the message the company shows reception after a check-out (null when none). */
export class ObtenerMensajeCheckOut {}

/** maestros: a charge of the session's hotel (charge master), or null. */
export class ObtenerCargo {
  constructor(readonly cargoId: number) {}
}
export interface CargoResumen {
  Id: number;
  Nombre: string;
}

/** cuenta: does this password open check-out in the session's hotel? True when the hotel set none. */
export class VerificarClaveCheckOut {
  constructor(readonly clave: string | undefined) {}
}

/**
 * reservas: moves one room line of a reservation (a calendar cell) to new dates and maybe another
 * room, through the reservation decider and the occupancy guard. `redimensionar`: the stay may
 * change length (edge drag); otherwise it keeps its nights (drag). Refusals answer `resultado: false`.
 */
export class MoverCeldaReserva {
  constructor(
    readonly reservaId: number,
    readonly lineaId: number,
    readonly cambio: { CheckIn: string; CheckOut: string; HabitacionId: number },
    readonly redimensionar: boolean,
  ) {}
}
export interface CeldaMovida {
  resultado: boolean;
  /** The refusal's Spanish message. */
  Message?: string;
  /** The reservation after the move (its JSON of `GET /api/ReservasB/{id}`). */
  reserva?: unknown;
}

/**
 * The events of room blocks (streams `bloqueo-<id>`), appended by reservas in the same
 * transaction that writes the block; the calendar's read model follows them.
 */
export const EVENTOS_BLOQUEO = { guardado: 'BloqueoGuardado', eliminado: 'BloqueoEliminado' } as const;
export interface BloqueoGuardadoDatos {
  id: number;
  hotelId: number;
  habitacionId: number;
  /** `yyyy-MM-dd`, first blocked night. */
  fecha: string;
  noches: number;
}
export interface BloqueoEliminadoDatos {
  id: number;
  hotelId: number;
}
