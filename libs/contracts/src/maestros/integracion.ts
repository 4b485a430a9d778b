import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/maestros answers (its handlers), sent by other modules through the CQRS buses. */

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

/** maestros: which of these services (room types 6, meal plans 5, charges 7) exist in the session's hotel. */
export class ServiciosExistentes {
  constructor(
    readonly tipoServicioId: number,
    readonly ids: number[],
  ) {}
}

/** The reference lists each module contributes to the live channel's `openhotel` answer. */
export class ListasReferenciaMaestros {}

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
  /** The most guests the room's type holds (TipoHabitacion.CantidadPasajeros); absent: not known (a calendar move keeps the line's guests). */
  CantidadPasajerosMaximo?: number;
}

/** maestros: a client of the session's hotel, or null. */
export class ObtenerCliente {
  constructor(readonly clienteId: number) {}
}

export interface ClienteResumen {
  Id: number;
  Nombre: string;
}

/** maestros: the session hotel's rooms (in order) and room types, for the calendar's rows. */
export class HabitacionesDelCalendario {}

export interface HabitacionesCalendario {
  roomType: { Id: number; Nombre: string; CantidadPasajeros: number; CantidadPasajerosPredeterminado: number }[];
  room: { Id: number; Nombre: string; TipoHabitacionId: number; TipoHabitacionNombre: string; Orden: number; Comentario: string | null }[];
}

/**
 * maestros, in one round trip: the rooms (with their type), clients, charges and meal plans of the
 * session's hotel among these ids. Unknown or another hotel's ids are simply missing from the answer.
 */
export class ResolverReferenciasMaestros {
  constructor(readonly ids: { habitaciones?: number[]; clientes?: number[]; cargos?: number[]; regimenes?: number[] }) {}
}

/** A charge of the charge master, as a reservation names it. */
export interface CargoResumen {
  Id: number;
  Nombre: string;
}

/** A meal plan (Regimen), as a room line names it (`IDServicioRegimen`). */
export interface RegimenResumen {
  Id: number;
  Nombre: string;
}

export interface ReferenciasMaestros {
  habitaciones: HabitacionResumen[];
  clientes: ClienteResumen[];
  cargos: CargoResumen[];
  /** Absent when none was asked. */
  regimenes?: RegimenResumen[];
}

/** maestros: the kind and residence of these clients of the session's hotel (the reports); unknown ids are missing. */
export class ResidenciasDeClientes {
  constructor(readonly clienteIds: readonly number[]) {}
}

export interface ResidenciaCliente {
  Id: number;
  Nombre: string;
  GiroId: number;
  PaisId: number;
  PaisNombre: string;
  Ciudad: string | null;
}

export class DatosHotelMaestros {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}

/** maestros, for the booking page: countries by name. */
export class ListarPaises {}

/** A country in another module's form: `Iso` (ISO 3166-1 alpha-2) names it in another language; null for a country an operator added. */
export interface PaisDelFormulario {
  Id: number;
  Nombre: string;
  Iso: string | null;
}

/**
 * maestros, for a web booking: the session hotel's private client (Particular) with this e-mail
 * (ignoring case), or a new one with these data. Answers its id and name.
 */
export class ClientePorEmail {
  constructor(readonly datos: { Nombre: string; Email: string; Telefono: string; PaisId: number; Documento: string | null }) {}
}
