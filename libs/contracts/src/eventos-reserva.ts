/**
 * What other modules may read from the reservation events (streams `reserva-<id>`): the event
 * types and the fields they carry that are a published contract. modules/reservas' own event
 * types are a superset (checked at compile time there).
 */
import type { TramoNoches } from './registros';

export interface LineaHabitacionPublicada {
  Id: number;
  HabitacionId: number;
  TipoHabitacionId: number;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
  /** The line's total (rooms and meal plan, tax included), in the reservation's currency. */
  Total: number;
  /** The parts the nights are priced from (absent in events older than these fields: equal nights). */
  AlojamientoPrecioUnitario?: number;
  AlojamientoTotal?: number;
  AlojamientoNoches?: TramoNoches[] | null;
  RegimenPrecioUnitario?: number | null;
  RegimenTotal?: number;
  RegimenNoches?: TramoNoches[] | null;
}

export interface DatosGeneralesPublicados {
  CheckIn: string;
  CheckOut: string;
  ClienteId: number;
  /** The currency of the room lines. */
  MonedaId: string;
  ClienteNombre: string;
  NombreGrupo: string | null;
  CantidadPasajeros: number;
  Comentario: string | null;
  /** «Web» for a booking made on the hotel's booking page; absent for the front desk's. */
  Origen?: string;
}

/** An extra charge (its total, tax included, in its own currency). */
export interface CargoPublicado {
  Id: number;
  Fecha: string;
  Total: number;
  MonedaId: string;
}

/** A payment received. */
export interface IngresoPublicado {
  Id: number;
  Fecha: string;
  Valor: number;
  MonedaId: string;
}

/** A registered passenger (a client record) staying in one of the reservation's rooms. */
export interface PasajeroPublicado {
  Id: number;
  PasajeroId: number;
  PasajeroNombre: string;
  HabitacionId: number;
}

export type EventoReservaPublicado =
  | { type: 'ReservaCreada'; data: { id: number; hotelId: number; estadoId: number; general: DatosGeneralesPublicados; habitaciones: LineaHabitacionPublicada[] } }
  | { type: 'DatosGeneralesModificados'; data: { general: DatosGeneralesPublicados } }
  | { type: 'HabitacionAgregada' | 'HabitacionModificada' | 'ReservaTrasladada' | 'EstadiaRedimensionada'; data: { linea: LineaHabitacionPublicada } }
  | { type: 'HabitacionQuitada'; data: { lineaId: number } }
  | { type: 'EstadoCambiado'; data: { de: number; a: number } }
  | { type: 'ReservaAnulada'; data: { motivo: string; estadoAnterior: number; noPresentado?: true } }
  | { type: 'ReservaEliminada'; data: Record<string, never> }
  | { type: 'CargoAgregado' | 'CargoModificado'; data: { cargo: CargoPublicado } }
  | { type: 'CargoQuitado'; data: { cargoId: number } }
  | { type: 'IngresoRegistrado' | 'IngresoModificado'; data: { ingreso: IngresoPublicado } }
  | { type: 'IngresoQuitado'; data: { ingresoId: number } }
  | { type: 'PasajeroAgregado' | 'PasajeroModificado'; data: { pasajero: PasajeroPublicado } }
  | { type: 'PasajeroQuitado'; data: { pasajeroId: number } };

/** The events of a reservation's stay, rooms and status (what the calendar follows). */
export const TIPOS_EVENTO_RESERVA_PUBLICADOS = [
  'ReservaCreada',
  'DatosGeneralesModificados',
  'HabitacionAgregada',
  'HabitacionModificada',
  'ReservaTrasladada',
  'EstadiaRedimensionada',
  'HabitacionQuitada',
  'EstadoCambiado',
  'ReservaAnulada',
  'ReservaEliminada',
] as const satisfies readonly EventoReservaPublicado['type'][];

/** The events of a reservation's account and guests (charges, payments, passengers): the reports follow them too. */
export const TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS = [
  'CargoAgregado',
  'CargoModificado',
  'CargoQuitado',
  'IngresoRegistrado',
  'IngresoModificado',
  'IngresoQuitado',
  'PasajeroAgregado',
  'PasajeroModificado',
  'PasajeroQuitado',
] as const satisfies readonly EventoReservaPublicado['type'][];

/** Reservation streams are `reserva-<id>`. */
export const PREFIJO_STREAM_RESERVA = 'reserva-';
/** Room block streams are `bloqueo-<id>`. */
export const PREFIJO_STREAM_BLOQUEO = 'bloqueo-';

/** `reserva-12` → 12 with the prefix `reserva-`; null for any other stream (event types are only unique per stream kind). */
export function idDeStream(streamId: string, prefijo: string): number | null {
  if (!streamId.startsWith(prefijo)) return null;
  const id = Number(streamId.slice(prefijo.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}
