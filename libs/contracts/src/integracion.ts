import type { EmpresaHotel } from './cuenta';
import type { SaldoMoneda } from './reservas';
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

/** cuenta: the pricing flags and defaults of the session's hotel configuration. */
export class ObtenerConfiguracionPrecios {}
export interface ConfiguracionPrecios {
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  PrecioHabitacionPorPersona: boolean;
  PrecioRegimenPorPersona: boolean;
  /** The hotel's country (national guests reside in it). */
  PaisId: number | null;
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

/**
 * maestros, in one round trip: the rooms (with their type), clients and charges of the session's
 * hotel among these ids. Unknown or another hotel's ids are simply missing from the answer.
 */
export class ResolverReferenciasMaestros {
  constructor(readonly ids: { habitaciones?: number[]; clientes?: number[]; cargos?: number[] }) {}
}
export interface ReferenciasMaestros {
  habitaciones: HabitacionResumen[];
  clientes: ClienteResumen[];
  cargos: CargoResumen[];
}

/** tarifario, in one round trip: these currencies and the session hotel's tax types among these ids. */
export class ResolverReferenciasTarifario {
  constructor(readonly ids: { monedas?: string[]; tiposImpuesto?: number[] }) {}
}
export interface ReferenciasTarifario {
  monedas: MonedaResumen[];
  tiposImpuesto: TipoImpuestoResumen[];
}

/** reservas: the balance per currency of some reservations of the session's hotel (the calendar's cells carry it). */
export class SaldosDeReservas {
  constructor(readonly reservaIds: readonly number[]) {}
}
/** Reservation id → its balances per currency (a reservation not found is absent). */
export type SaldosPorReserva = Record<number, SaldoMoneda[]>;

/** What master records reservations refer to (a record in use cannot be deleted): rooms, clients (holder, guest, charge or payment), payment forms (payments), charges, meal plans (room lines). */
export type ReferenciaEnReservas = 'habitacion' | 'cliente' | 'formaPago' | 'cargo' | 'regimen';

/**
 * reservas: how many reservations of the session's hotel refer to a master record (cancelled and
 * past ones included, deleted ones not), from reservas' read model. The owning module (maestros,
 * tarifario) refuses to delete the record while it is more than 0.
 */
export class UsosEnReservas {
  constructor(
    readonly tipo: ReferenciaEnReservas,
    readonly id: number,
  ) {}
}

const NOMBRE_REFERENCIA: Record<ReferenciaEnReservas, { nombre: string; pronombre: 'lo' | 'la' }> = {
  habitacion: { nombre: 'la habitación', pronombre: 'la' },
  cliente: { nombre: 'el cliente', pronombre: 'lo' },
  formaPago: { nombre: 'la forma de pago', pronombre: 'la' },
  cargo: { nombre: 'el cargo', pronombre: 'lo' },
  regimen: { nombre: 'el régimen', pronombre: 'lo' },
};

/**
 * tarifario: how many lines of the session hotel's price lists price this service (`tipoServicioId`
 * 6 room type, 5 meal plan, 7 charge). maestros refuses to delete a service a price list still prices.
 */
export class UsosEnTarifas {
  constructor(
    readonly tipoServicioId: number,
    readonly servicioId: number,
  ) {}
}

/** 'No se puede eliminar el régimen: lo usan 2 tarifas' (the 400 of a delete refused by UsosEnTarifas). */
export function mensajeEnUsoPorTarifas(nombre: string, pronombre: 'lo' | 'la', tarifas: number): string {
  return `No se puede eliminar ${nombre}: ${pronombre} ${tarifas === 1 ? 'usa 1 tarifa' : `usan ${tarifas} tarifas`}`;
}

/** 'No se puede eliminar la habitación: la usan 3 reservas' (the 400 of a delete refused by UsosEnReservas). */
export function mensajeEnUsoPorReservas(tipo: ReferenciaEnReservas, reservas: number): string {
  const { nombre, pronombre } = NOMBRE_REFERENCIA[tipo];
  return `No se puede eliminar ${nombre}: ${pronombre} ${reservas === 1 ? 'usa 1 reserva' : `usan ${reservas} reservas`}`;
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

/**
 * cuenta, for the provider's tools (all hotels, no session hotel): every hotel with its company and
 * users. `soloPropietarios`: one row per hotel, its owner (the first user given access to it).
 */
export class UsuariosDeHoteles {
  constructor(readonly soloPropietarios: boolean) {}
}
export interface UsuarioDeHotel {
  HotelId: number;
  NombreHotel: string;
  EmpresaId: number;
  NombreEmpresa: string;
  UsuarioId: number | null;
  Email: string | null;
  NombreUsuario: string | null;
}

/** cuenta: companies whose name contains the text, ignoring case and accents (at most 200). */
export class BuscarEmpresas {
  constructor(readonly texto: string) {}
}
export interface EmpresaCuenta extends Omit<EmpresaHotel, 'sFechaRegistro'> {
  FechaRegistro: string;
  Hoteles: { Id: number; Nombre: string }[];
}

/**
 * cuenta: gives the hotel a company of its own when it shares one with other hotels (a copy named
 * after the hotel). Answers the rows affected: 1, or 0 when the hotel already has its own. Null: no such hotel.
 */
export class CrearEmpresaDeHotel {
  constructor(readonly hotelId: number) {}
}

/** cuenta: one e-mail through its mail service (SMTP_URL, or the outbox). Rejects when SMTP refuses it. */
export class EnviarCorreo {
  constructor(readonly correo: { para: string; asunto: string; texto: string; html?: string }) {}
}

/** reservas, for the provider's tools (all hotels): reservation counts per hotel on the day `hoy`. */
export class EstadisticaReservasPorHotel {
  constructor(readonly hoy: string) {}
}
export interface EstadisticaReservasHotel {
  Reservas: number;
  Vigente: number;
  /** Created in the 30 days up to `hoy`. */
  CreadasUltimos30Dias: number;
  /** Current reservations arriving within the 30 days from `hoy`. */
  VigentesProximos30Dias: number;
  UltimaCreacion: string | null;
  UltimaModificacion: string | null;
}
/** Hotel id → its figures (a hotel without reservations is absent). */
export type EstadisticaReservasPorHotelRespuesta = Record<number, EstadisticaReservasHotel>;

/** reservas (all hotels): reservations per UTC day of creation or of last modification, `desde`..`hasta` inclusive. */
export class ReservasPorDia {
  constructor(
    readonly criterio: 'creacion' | 'modificacion',
    readonly desde: string,
    readonly hasta: string,
  ) {}
}

/**
 * cuenta, for an operator's support access: the session `sessionId` reads and writes as hotel
 * `hotelId` from its next request on; null takes it back to the hotel it signed in to. Answers the
 * session's hotel now and its own, or null when there is no such hotel or session.
 */
export class CambiarHotelDeSesion {
  constructor(
    readonly sessionId: string,
    readonly hotelId: number | null,
  ) {}
}
export interface HotelDeSesion {
  HotelId: number;
  NombreHotel: string;
  /** The hotel the session signed in to. */
  HotelPropioId: number;
}

/**
 * Hotel deletion (provider tools): each module that keeps a hotel's data answers its own command
 * (one handler per class), in the caller's transaction. 'exportar' answers the hotel's rows per
 * table; 'eliminar' deletes them and answers the rows deleted per table. Nothing of another hotel.
 */
export type AccionDatosHotel = 'exportar' | 'eliminar';
export type DatosDeHotel = Record<string, unknown[] | number>;
export class DatosHotelCuenta {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
export class DatosHotelMaestros {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
export class DatosHotelTarifario {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
export class DatosHotelReservas {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
export class DatosHotelCalendario {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
export class DatosHotelInformes {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}

/** reservas (provider tools, server data): how many events the event store holds (all hotels). */
export class ContarEventos {}
