/**
 * What other modules may read from the reservation events (streams `reserva-<id>`): the event
 * types and the fields they carry that are a published contract. modules/reservas' own event
 * types are a superset (checked at compile time there).
 */
export interface LineaHabitacionPublicada {
  Id: number;
  HabitacionId: number;
  TipoHabitacionId: number;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
}

export interface DatosGeneralesPublicados {
  CheckIn: string;
  CheckOut: string;
  ClienteNombre: string;
  NombreGrupo: string | null;
  CantidadPasajeros: number;
  Comentario: string | null;
}

export type EventoReservaPublicado =
  | { type: 'ReservaCreada'; data: { id: number; hotelId: number; estadoId: number; general: DatosGeneralesPublicados; habitaciones: LineaHabitacionPublicada[] } }
  | { type: 'DatosGeneralesModificados'; data: { general: DatosGeneralesPublicados } }
  | { type: 'HabitacionAgregada' | 'HabitacionModificada' | 'ReservaTrasladada' | 'EstadiaRedimensionada'; data: { linea: LineaHabitacionPublicada } }
  | { type: 'HabitacionQuitada'; data: { lineaId: number } }
  | { type: 'EstadoCambiado'; data: { de: number; a: number } }
  | { type: 'ReservaAnulada'; data: { motivo: string; estadoAnterior: number } }
  | { type: 'ReservaEliminada'; data: Record<string, never> };

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

/** Reservation streams are `reserva-<id>`. */
export const PREFIJO_STREAM_RESERVA = 'reserva-';
/** Room block streams are `bloqueo-<id>`. */
export const PREFIJO_STREAM_BLOQUEO = 'bloqueo-';
