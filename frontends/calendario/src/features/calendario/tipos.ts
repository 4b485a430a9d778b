/** The shapes of the calendar calls (spec sections 3 and 7), as the API answers them. */

export interface CeldaReserva {
  /** `<reservaId>-<lineaId>` */
  id: string;
  /** The status id with a trailing space: `'1 '`. */
  status: string;
  cliente: string;
  nombre_grupo: string | null;
  start_date: string;
  /** Check-out day (exclusive). */
  end_date: string;
  room: number;
  reserva_id: number;
  tipo_habitacion_id: number;
  pasajeros_casilla: number;
  pasajeros_totales: number;
  importante: boolean;
}

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

export interface LineaReserva {
  Id?: number;
  HabitacionId: number;
  HabitacionNombre?: string;
  TipoHabitacionId?: number;
  TipoHabitacionNombre?: string;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
  AlojamientoPrecioUnitario: number | null;
  Total?: number;
}

/** A reservation as `GET /api/ReservasB/{id}` and `GetReservaNuevo` answer it (the fields shown here). */
export interface Reserva {
  Id: number;
  CheckIn: string;
  CheckOut: string;
  EstadoId: number;
  EstadoNombre?: string;
  FormaPagoId: number;
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido?: boolean;
  ClienteId: number | null;
  ClienteNombre?: string;
  NombreGrupo?: string | null;
  Comentario?: string | null;
  Total?: number;
  Habitaciones: LineaReserva[];
  /** Per currency: owed, paid and the balance. */
  Saldos?: { MonedaId: string; Cargo: number; Ingreso: number; Saldo: number }[];
}
