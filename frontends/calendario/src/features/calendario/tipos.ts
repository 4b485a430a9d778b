/** The shapes of the calendar calls (spec sections 3 and 7), as the API answers them. */
import type { CeldaCalendario, ReservaDetalle } from '@recepcion/contracts';

/** A reservation's room line as a calendar cell (libs/contracts), with its balance per currency. */
export type CeldaReserva = CeldaCalendario;

export interface TipoHabitacionCalendario {
  Id: number;
  Nombre: string;
}

export interface HabitacionCalendario {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string;
  Orden?: number;
}

export interface BloqueoCalendario {
  room: number;
  start_date: string;
  end_date: string;
  /** The channel a stay was imported from («Booking.com»); null or absent for a block made here. */
  canal?: string | null;
  /** A period out of order: its reason. */
  fueraServicio?: string | null;
}

export interface DatosCalendario {
  data: CeldaReserva[];
  roomType: TipoHabitacionCalendario[];
  room: HabitacionCalendario[];
  bloqueo: BloqueoCalendario[];
}

/** Body of a move or resize. */
export interface DestinoCelda {
  start_date: string;
  end_date: string;
  room: number;
}

export type RespuestaMovimiento = { resultado: true; reserva?: unknown } | { resultado: false; Message: string };

export interface ResultadoBusqueda {
  Id: number;
  Nombre: string;
  Fecha: string;
}

/** A reservation as `GET /api/ReservasB/{id}` answers it (libs/contracts). */
export type Reserva = ReservaDetalle;
