import type { TipoOcupacionCanal } from '../canales';
import type { CrearReservaCuerpo, SaldoMoneda } from '../reservas';
import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/reservas answers or publishes, for other modules through the CQRS buses. */

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
  /** Set when the block is a stay imported from a channel's feed (channel sync). */
  canal?: OrigenCanal;
  /** Set when the block takes the room out of order (housekeeping), with its reason. */
  fueraServicio?: { motivo: string };
}

/** Where an imported occupation came from: the feed, its name, the event's UID and its kind. */
export interface OrigenCanal {
  id: number;
  nombre: string;
  uid: string;
  tipo: TipoOcupacionCanal;
}

export interface BloqueoEliminadoDatos {
  id: number;
  hotelId: number;
}

/** reservas: the balance per currency of some reservations of the session's hotel (the calendar's cells carry it). */
export class SaldosDeReservas {
  constructor(readonly reservaIds: readonly number[]) {}
}

/** Reservation id → its balances per currency (a reservation not found is absent). */
export type SaldosPorReserva = Record<number, SaldoMoneda[]>;

/** What master records reservations refer to (a record in use cannot be deleted): rooms, clients (holder, guest, charge or payment), payment forms (payments), charges, meal plans (room lines). */
export type ReferenciaEnReservas = 'habitacion' | 'cliente' | 'formaPago' | 'cargo' | 'regimen' | 'moneda';

/**
 * reservas: how many reservations of the session's hotel refer to a master record (cancelled and
 * past ones included, deleted ones not), from reservas' read model. The owning module (maestros,
 * tarifario) refuses to delete the record while it is more than 0. A currency (`moneda`) is named
 * by its code: the reservation's, or a charge's or payment's; with `todosLosHoteles`, every
 * hotel's reservations (the global catalogue's currency).
 */
export class UsosEnReservas {
  constructor(
    readonly tipo: ReferenciaEnReservas,
    readonly id: number | string,
    readonly todosLosHoteles = false,
  ) {}
}

const NOMBRE_REFERENCIA: Record<ReferenciaEnReservas, { nombre: string; pronombre: 'lo' | 'la' }> = {
  habitacion: { nombre: 'la habitación', pronombre: 'la' },
  cliente: { nombre: 'el cliente', pronombre: 'lo' },
  formaPago: { nombre: 'la forma de pago', pronombre: 'la' },
  cargo: { nombre: 'el cargo', pronombre: 'lo' },
  regimen: { nombre: 'el régimen', pronombre: 'lo' },
  moneda: { nombre: 'la moneda', pronombre: 'la' },
};

/** 'No se puede eliminar la habitación: la usan 3 reservas' (the 400 of a delete refused by UsosEnReservas). */
export function mensajeEnUsoPorReservas(tipo: ReferenciaEnReservas, reservas: number): string {
  const { nombre, pronombre } = NOMBRE_REFERENCIA[tipo];
  return `No se puede eliminar ${nombre}: ${pronombre} ${reservas === 1 ? 'usa 1 reserva' : `usan ${reservas} reservas`}`;
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

export class DatosHotelReservas {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}

/** reservas (provider tools, server data): how many events the event store holds (all hotels). */
export class ContarEventos {}

/** The part of a query bus a rule needs to ask another module (Nest's QueryBus is one). */
export interface BusDeConsultas {
  execute<T, R>(query: T): Promise<R>;
}

/**
 * Why a master record may not be deleted when reservations refer to it (the owning module's
 * `sinEliminarSi` rule): the Spanish message, or null when no reservation does.
 */
export const siLoUsanReservas =
  (tipo: ReferenciaEnReservas) =>
  async (queryBus: BusDeConsultas, id: number): Promise<string | null> => {
    const reservas = await queryBus.execute<UsosEnReservas, number>(new UsosEnReservas(tipo, id));
    return reservas > 0 ? mensajeEnUsoPorReservas(tipo, reservas) : null;
  };

/**
 * reservas, for channel sync: the external event `evento` of feed `canal` occupies room
 * `habitacionId` (a block marked with its channel). Idempotent by (channel, UID): the same event
 * again changes nothing, changed dates move it. A clash with a reservation or another block leaves
 * everything as it was and answers `conflicto` with the reservation it meets (null: a block).
 */
export class OcuparDesdeCanal {
  constructor(
    readonly canal: OrigenCanal,
    readonly habitacionId: number,
    /** `yyyy-MM-dd`, first night and exclusive check-out. */
    readonly desde: string,
    readonly hasta: string,
  ) {}
}

export type OcupacionDesdeCanal =
  | { resultado: 'nuevo' | 'actualizado' | 'igual'; bloqueoId: number }
  | { resultado: 'conflicto'; reservaId: number | null };

/**
 * reservas, for channel sync: frees the nights of feed `canalId`'s stays that left it (their UIDs
 * are not in `uidsVigentes`), of those that end after `desde` (past stays stay as history).
 * Answers how many were freed. An empty list frees them all (the feed was deleted).
 */
export class LiberarOcupacionesDeCanal {
  constructor(
    readonly canalId: number,
    readonly uidsVigentes: readonly string[],
    readonly desde: string,
  ) {}
}

/** reservas, for a room's exported feed: what occupies room `habitacionId` on nights ending after `desde`. */
export class OcupacionesDeHabitacion {
  constructor(
    readonly habitacionId: number,
    readonly desde: string,
  ) {}
}

export interface OcupacionExportable {
  /** Stable across edits: the reservation's room line or the block. */
  uid: string;
  desde: string;
  hasta: string;
  /** A guest's stay (reservation or channel booking) or a closed window (block). */
  tipo: TipoOcupacionCanal;
  /** The feed it was imported from; null when made in Recepción. */
  canalId: number | null;
}

/** reservas: which of these rooms are free on every night of [desde, hasta) (no reservation, block or channel stay). */
export class HabitacionesLibres {
  constructor(
    readonly habitacionIds: readonly number[],
    readonly desde: string,
    readonly hasta: string,
  ) {}
}

/**
 * reservas: creates a reservation that did not come from the front desk (the booking page's
 * «Web»), exactly as `POST /api/ReservasB` would, marked with its origin. A retry with the same
 * idempotency key answers the first one's reservation. A room taken meanwhile answers
 * `Habitación no disponible` (400).
 */
export class CrearReservaExterna {
  constructor(
    readonly cuerpo: CrearReservaCuerpo,
    readonly origen: string,
    readonly idempotencia: string,
  ) {}
}

/** reservas: cancels reservation `reservaId` with this reason, as `PUT /api/calendario/AnularReserva/{id}` does. */
export class AnularReservaExterna {
  constructor(
    readonly reservaId: number,
    readonly motivo: string,
  ) {}
}

/** reservas: reservation `reservaId` of the session's hotel as `GET /api/ReservasB/{id}` answers it, or null. */
export class ObtenerReservaDetalle {
  constructor(readonly reservaId: number) {}
}

/**
 * reservas, published after a check-out commits: the rooms its guests used (lines begun by the
 * check-out day). Housekeeping marks them dirty.
 */
export class HuespedesSalieron {
  constructor(
    readonly hotelId: number,
    readonly reservaId: number,
    readonly habitacionIds: readonly number[],
  ) {}
}

/** reservas: for each room, today's movements (`fecha`): arrivals, departures, who sleeps there tonight, guests. */
export class MovimientosDelDia {
  constructor(readonly fecha: string) {}
}

export interface MovimientoHabitacion {
  habitacionId: number;
  llegaHoy: boolean;
  saleHoy: boolean;
  ocupada: boolean;
  pasajeros: number;
  /** The reason when a period out of order holds the room tonight. */
  fueraServicio: string | null;
}

/**
 * reservas: the rooms of the session's hotel whose guests are in house on night `noche` (a room
 * line holding that night in a checked-in reservation), in id order. Housekeeping's daily service
 * makes them dirty.
 */
export class HabitacionesConHuespedes {
  constructor(readonly noche: string) {}
}

/**
 * reservas: marks reservation `id` of the session's hotel as a no-show: cancelled with reason
 * «No presentado» and the `NoPresentado` flag, from its arrival day on, unless it checked in.
 * Answers the reservation (`ReservaDetalle`). The day's close offers it for the day's arrivals.
 */
export class MarcarNoPresentado {
  constructor(readonly id: number) {}
}

/**
 * reservas, for the day's close: the reservations that keep date `fecha` from a clean close.
 * Arrivals of the date not checked in, departures of the date not checked out, and reservations
 * checked out by the date whose balance is not zero (only those balances).
 */
export class PendientesDeCierre {
  constructor(readonly fecha: string) {}
}

export interface PendientesReservas {
  llegadas: import('../cierre').ReservaPendiente[];
  salidas: import('../cierre').ReservaPendiente[];
  saldos: import('../cierre').SaldoPendiente[];
}

/** reservas, for the day's close: what reservations did on day `fecha` (night `fecha` for the rooms). */
export class CifrasReservasDelDia {
  constructor(readonly fecha: string) {}
}

/** A room line that holds night `fecha` in a reservation that is not cancelled: the night it sold. */
export interface LineaDeLaNoche {
  reservaId: number;
  habitacionId: number;
  /** The reservation's currency. */
  monedaId: string;
  checkIn: string;
  checkOut: string;
  alojamientoPrecioUnitario: number;
  alojamientoTotal: number;
  alojamientoNoches: import('../registros').TramoNoches[] | null;
  regimenPrecioUnitario: number | null;
  regimenTotal: number;
  regimenNoches: import('../registros').TramoNoches[] | null;
}

export interface CifrasReservas {
  lineas: LineaDeLaNoche[];
  /** Rooms a period out of order holds on night `fecha`. */
  fueraDeServicio: number;
  /** Charges dated `fecha`, summed per currency (unrounded). */
  cargos: { monedaId: string; total: number; cantidad: number }[];
  /** Payments dated `fecha`, summed per currency and payment form (unrounded). */
  pagos: { monedaId: string; formaPagoId: number; total: number; cantidad: number }[];
  llegadas: number;
  salidas: number;
  noPresentados: number;
  /** Cancellations recorded on `fecha` (UTC), no-shows aside. */
  anulaciones: number;
}
