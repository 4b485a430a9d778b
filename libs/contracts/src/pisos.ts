/**
 * Housekeeping (pisos): each room's state, rooms out of order. The board (`/pisos`) and the
 * housekeeping report read them; the Camarería user type (CA) sees only the board.
 */

/** A room's housekeeping state. */
export const ESTADOS_PISO = { limpia: 'Limpia', sucia: 'Sucia', inspeccionada: 'Inspeccionada' } as const;
export type EstadoPiso = (typeof ESTADOS_PISO)[keyof typeof ESTADOS_PISO];
export const LISTA_ESTADOS_PISO: readonly EstadoPiso[] = Object.values(ESTADOS_PISO);

/** Why a room's state changed: by hand on the board, a check-out, or the day's service. */
export type MotivoCambioPiso = 'manual' | 'check-out' | 'servicio-diario';

/** `GET /api/Pisos`: one room on the board, for today. */
export interface HabitacionPiso {
  HabitacionId: number;
  Nombre: string;
  TipoHabitacionNombre: string;
  Estado: EstadoPiso;
  LlegaHoy: boolean;
  SaleHoy: boolean;
  /** Someone sleeps in it tonight. */
  Ocupada: boolean;
  /** Guests tonight (or arriving today). */
  Pasajeros: number;
  /** The reason, when the room is out of order today. */
  FueraServicio: string | null;
}

/** The body of `PUT /api/Pisos/{habitacionId}`. */
export interface CambioEstadoPisoCuerpo {
  Estado: EstadoPiso;
}

/**
 * `GET/PUT /api/Pisos/Configuracion`: the hotel's housekeeping settings. `ServicioDiario`: at the
 * start of each day every room with guests in house becomes `Sucia` (off by default).
 */
export interface ConfiguracionPisos {
  ServicioDiario: boolean;
}

/** `GET /api/Pisos/{habitacionId}/Historial`: one change, newest first. */
export interface CambioEstadoPiso {
  /** ISO-8601 instant. */
  Fecha: string;
  De: EstadoPiso;
  A: EstadoPiso;
  Motivo: MotivoCambioPiso;
  /** Who changed it (the user's name); null for the system (a check-out, the day's service). */
  Usuario: string | null;
}

/** `GET/POST /api/FueraServicio`, `DELETE /api/FueraServicio/{id}`: nights `Desde` ≤ night < `Hasta`. */
export interface FueraServicio {
  Id: number;
  HabitacionId: number;
  HabitacionNombre: string;
  Desde: string;
  Hasta: string;
  Motivo: string;
}

export type FueraServicioCuerpo = Pick<FueraServicio, 'HabitacionId' | 'Desde' | 'Hasta' | 'Motivo'>;

/** The events of a room's housekeeping stream (`piso-<habitacionId>`). */
export const EVENTOS_PISO = { estadoCambiado: 'EstadoPisoCambiado' } as const;
export const PREFIJO_STREAM_PISO = 'piso-';

export interface EstadoPisoCambiadoDatos {
  habitacionId: number;
  hotelId: number;
  de: EstadoPiso;
  a: EstadoPiso;
  motivo: MotivoCambioPiso;
  /** ISO-8601 instant of the change (the read model keeps it: "dirty since"). */
  en: string;
}

/** The `entidad` of the live channel's `up` when a room's state changes. */
export const ENTIDAD_EN_VIVO_PISOS = 'Pisos';

export const MENSAJES_PISOS = {
  estadoNoValido: 'El estado debe ser Limpia, Sucia o Inspeccionada',
  servicioDiarioNoValido: 'Indique si el hotel tiene servicio diario: ServicioDiario debe ser verdadero o falso',
  habitacionNoValida: 'Seleccione una habitación',
  fechasNoValidas: 'Seleccione fechas válidas: la salida del servicio debe ser posterior al inicio',
  ingreseMotivo: 'Ingrese el motivo',
  motivoLargo: 'El motivo admite hasta 200 caracteres',
  nochesMaximas: 'Un período fuera de servicio no puede superar las 366 noches',
  conReservas: (ids: readonly number[]) => `La habitación tiene ${ids.length === 1 ? 'la reserva' : 'las reservas'} ${ids.join(', ')} en esas noches`,
  ocupadaPorBloqueo: 'La habitación tiene un bloqueo o una estadía de un canal en esas noches',
  fueraDeServicio: 'Es un período fuera de servicio: cámbielo en Pisos › Fuera de servicio',
} as const;
