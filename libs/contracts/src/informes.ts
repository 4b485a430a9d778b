/**
 * The reports area's wire contract (spec sections 3, 4, 7 and 9): what every `GET /api/Informes/...`
 * call answers, with the spec's field names. modules/informes answers with these types; the
 * reports pages and the dashboard read them. Dates are `yyyy-MM-dd`. The daily cash row
 * (`InfCajaFechaHabitacion`) is `FilaCajaHabitacion` in `./reservas` (the reservations area opens it too).
 *
 * Cancelled (status 4) and deleted reservations count in no report.
 */

/** The report names of `GET /api/Informes/{reportName}/{from}/{to}/{giroId}` (activity by client). */
export const INFORMES_ACTIVIDAD = ['InfActividadOcupacion', 'InfActividadCargos', 'InfActividadHuespedes', 'InfActividadReservas'] as const;
export type InformeActividad = (typeof INFORMES_ACTIVIDAD)[number];
/** `/informes/informe-actividad/{tipo}`: tipo 1 to 4 in this order. */
export const INFORME_ACTIVIDAD_POR_TIPO: Readonly<Record<1 | 2 | 3 | 4, InformeActividad>> = {
  1: 'InfActividadOcupacion',
  2: 'InfActividadCargos',
  3: 'InfActividadHuespedes',
  4: 'InfActividadReservas',
};

/** giroId 0 in an activity report: every kind of client. */
export const GIRO_TODOS = 0;

/** Limits of spec section 9. */
export const LIMITES_INFORMES = { meses: 13, monedas: 4, tiposHabitacion: 25 } as const;

/**
 * Common part of an activity row: the reservation's client (the one who booked: a person, an
 * agency, a company), never the passengers. Figures cover the report's window only.
 */
export interface FilaActividadBase {
  ClienteId: number;
  Cliente: string;
  GiroId: number;
  /** The row's main figure as a share of the report's total (0 to 100, two decimals). Cargos: within its currency. */
  Porcentaje: number;
}

/** `InfActividadOcupacion`: rooms the client's reservations occupied in the window. */
export interface FilaActividadOcupacion extends FilaActividadBase {
  /** Reservations with at least one night in the window. */
  Reservas: number;
  /** Room-nights in the window (the main figure). */
  Noches: number;
}

/** `InfActividadCargos`: what was charged to the client's reservations in the window, one row per client and currency. */
export interface FilaActividadCargos extends FilaActividadBase {
  IDMoneda: string;
  NombreMoneda: string;
  /** Rooms and meal plans of the nights in the window. */
  Habitacion: number;
  /** Extra charges dated in the window. */
  Cargo: number;
  /** Habitacion + Cargo (the main figure). */
  Total: number;
  /** Payments dated in the window. */
  Ingreso: number;
}

/** `InfActividadHuespedes`: the guests the client's reservations brought in the window. */
export interface FilaActividadHuespedes extends FilaActividadBase {
  /** Guests arriving in the window. */
  Llegadas: number;
  /** Guest-nights in the window (guests × nights, the main figure). */
  Pernotacion: number;
}

/** `InfActividadReservas`: the client's reservations arriving in the window. */
export interface FilaActividadReservas extends FilaActividadBase {
  /** Reservations whose check-in falls in the window (the main figure). */
  Reservas: number;
  /** Their nights (check-in to check-out of the reservation). */
  Noches: number;
  /** Their passenger count (CantidadPasajeros). */
  Pasajeros: number;
}

export interface FilasActividad {
  InfActividadOcupacion: FilaActividadOcupacion;
  InfActividadCargos: FilaActividadCargos;
  InfActividadHuespedes: FilaActividadHuespedes;
  InfActividadReservas: FilaActividadReservas;
}
export type FilaActividad = FilasActividad[InformeActividad];

/**
 * INE figures of one residence for the month of `desde`: arrivals in the month, nights in the
 * month (of each stay: a registered passenger is one stay; a room line without registered
 * passengers is one stay of its CantidadPasajero guests) and overnight stays (guests × nights).
 */
export interface CifrasIne {
  Llegadas: number;
  Noches: number;
  Pernotacion: number;
}

/** `GET /api/Informes/InfNacionalINE/{desde}`: national guests (residing in the hotel's country) by city of residence. */
export interface FilaIneCiudad extends CifrasIne {
  /** The row number (1, 2, ...): cities have no id. */
  Id: number;
  /** The city as the client records write it (trimmed); '' when the record has none. */
  Ciudad: string;
}

/** `GET /api/Informes/InfPaisesINE/{desde}`: guests by country of residence (the hotel's own included). */
export interface FilaInePais extends CifrasIne {
  /** The country id. */
  Id: number;
  Pais: string;
}

/**
 * `GET /api/Informes/InfEstadisticaDiaria/{desde}/{hasta}` and `InfEstadisticaMensual/{desde}/{hasta}`:
 * one row per day (or month) and currency. The occupancy figures repeat on every currency row of
 * the same `Fecha`; the money is that currency's. Every day (month) of the window has a row for
 * each currency of the answer (at most 4: the hotel's currency first, then the others with
 * revenue in the window, by code), zeros included.
 */
export interface FilaEstadistica {
  /** The day; monthly: the first day of the month. */
  Fecha: string;
  IDMoneda: string;
  /** Occupied rooms (monthly: room-nights of the month). */
  Ocupacion: number;
  /** Of those, the ones sold in IDMoneda: its average daily rate (ADR) is Habitacion / OcupacionMoneda. */
  OcupacionMoneda: number;
  /** Guests residing in the hotel's country (monthly: guest-nights). */
  Nacionales: number;
  /** Guests residing elsewhere (monthly: guest-nights). */
  Extranjeros: number;
  /** Nacionales + Extranjeros. */
  Huespedes: number;
  /** Room (and meal plan) revenue of the night(s), in IDMoneda: each line's total spread over its nights. */
  Habitacion: number;
  /** Extra charges dated that day (month), in IDMoneda. */
  Cargo: number;
  /** Habitacion + Cargo. */
  Total: number;
  /** Rooms of the hotel less those out of order (monthly: room-nights of the month): occupancy % = Ocupacion / HabitacionesDisponibles. */
  HabitacionesDisponibles: number;
}

/**
 * Room states of the housekeeping report, in the order its summary lists them. `Llega`: arrives,
 * not checked in yet; `Ocupada`: in the house (checked in, or within a stay not checked in);
 * `Sale`: leaves that day, not checked out yet; `Salió`: checked out, the room is to clean.
 */
export const ESTADO_HABITACION_INFORME = {
  libre: 'Libre',
  ocupada: 'Ocupada',
  llega: 'Llega',
  sale: 'Sale',
  salio: 'Salió',
  bloqueada: 'Bloqueada',
  fueraDeServicio: 'Fuera de servicio',
} as const;
export type EstadoHabitacionInforme = (typeof ESTADO_HABITACION_INFORME)[keyof typeof ESTADO_HABITACION_INFORME];

/**
 * `GET /api/Informes/InfEstadoHotel/{fecha}` (housekeeping): every room in the rooms' order, with
 * the stay that leaves it that day ('Sale'), the checked-out one that left it ('Salió': on its
 * check-out date, or any day a checked-out stay still covers), the one in it ('Ocupada': a
 * checked-in stay from its check-in date) and the one arriving and not checked in ('Llega'); a
 * room with a departure and an arrival the same day has two rows, the departure first. A room
 * with none of them has one row, 'Libre', or under a room block 'Bloqueada' ('Fuera de servicio'
 * when the block takes it out of order, with its reason) with the block's first night and end as
 * Entrada and Salida, and as Cliente the channel whose imported stay the block is.
 */
export interface FilaEstadoHotel {
  /** The room. */
  Nombre: string;
  Entrada: string | null;
  Salida: string | null;
  Cliente: string | null;
  /** The passengers registered in the room, comma separated. */
  NombrePax: string | null;
  /** The room line's guests. */
  Personas: number | null;
  Estado: EstadoHabitacionInforme;
  HabitacionId: number;
  ReservaId: number | null;
  /** The reservation's status id (null without a stay). */
  EstadoReservaId: number | null;
  /** A room out of order: why (`Fuera de servicio`); null otherwise. */
  Motivo: string | null;
}

/**
 * `GET /api/Informes/InfHabitacionesDisponibles/{desde}`: from `desde` to the end of its month, one
 * row per day and room type (at most 25 types, in the room types' order): rooms of the type
 * neither occupied that night nor blocked.
 */
export interface FilaHabitacionesDisponibles {
  Fecha: string;
  TipoHabitacionId: number;
  NombreTipoHabitacion: string;
  Disponibles: number;
}

/**
 * `GET /api/Informes/InfReservasCargosIngresos/{desde}/{hasta}`: the reservations staying in the
 * window (check-in on or before `hasta`, check-out after `desde`), one row per reservation and
 * currency. Cargo: everything charged (rooms, meal plans, charges); Ingreso: what was paid; Saldo:
 * the difference. All of the reservation's, not only the window's.
 */
export interface FilaReservaCargosIngresos {
  IDReserva: number;
  CheckIN: string;
  CheckOUT: string;
  NombreCliente: string;
  NombreGrupo: string | null;
  Cargo: number;
  Ingreso: number;
  Saldo: number;
  IDMoneda: string;
  NombreMoneda: string;
  /** The status name. */
  Estado: string;
  CantidadPasajeros: number;
  /** `Reserva <id>`. */
  InfoCaja: string;
}

/** A status count of the dashboard. */
export interface EstadoConteo {
  EstadoId: number;
  /** Rooms held that night by reservations in this status. */
  Count: number;
}

/** One hotel of `GET /api/Grupo/Resumen`: the dashboard's figures of today and this month's room revenue. */
export interface ResumenHotelGrupo {
  HotelId: number;
  Nombre: string;
  /** The session's hotel. */
  Actual: boolean;
  Habitaciones: number;
  /** Rooms held tonight by reservations. */
  OcupadasHoy: number;
  /** OcupadasHoy ÷ Habitaciones, in percent, one decimal. */
  Ocupacion: number;
  Llegadas: number;
  Salidas: number;
  /** Room revenue of this month's nights, per currency. */
  IngresosMes: { MonedaId: string; Total: number }[];
}

/**
 * `GET /api/Grupo/Resumen`: for a user with several hotels, each one's figures side by side (the
 * hotels where the user may read reports; Camarería's are left out).
 */
export interface ResumenGrupo {
  Fecha: string;
  Hoteles: ResumenHotelGrupo[];
}

/**
 * `GET /api/Informes/InfEstados/{fecha}` (dashboard). `reservas`: per status, the rooms held the
 * night of `fecha` (a room line with CheckIn ≤ fecha < CheckOut) by reservations in that status;
 * status 8 is read as check-out (the guest has left: the room is free to clean). `habitaciones`:
 * the hotel's rooms. The share of a status is Count / habitaciones; the rest is 'sin reservar'.
 */
export interface TableroEstados {
  reservas: EstadoConteo[];
  habitaciones: number;
  /** Rooms out of order the night of `fecha` (Pisos › Fuera de servicio): not on sale, as the statistics and the day's close count them. */
  fueraDeServicio: number;
  /** Room lines arriving on `fecha` (CheckIn = fecha). */
  llegadas: number;
  /** Room lines leaving on `fecha` (CheckOut = fecha). */
  salidas: number;
  /** Rooms held the night of `fecha` by checked-in reservations (status 7). */
  enCasa: number;
  /** `fecha` and the 13 days after: rooms held each night, and rooms out of order (not on sale) that night. */
  ocupacion: { Fecha: string; Ocupadas: number; FueraDeServicio: number }[];
}

/** The reports' Spanish messages (spec sections 5 and 8). */
export const MENSAJES_INFORMES = {
  seleccioneLaFecha: 'Seleccione la fecha',
  seleccioneDesde: 'Seleccione la fecha Desde',
  giroNoValido: 'Falta seleccionar el Giro',
  informeActualizado: 'Informe actualizado',
  /** Daily cash: a payment of that day for a stay that holds no room then (a deposit, a balance paid after leaving). */
  pagoFueraDeEstadia: 'pago del día fuera de la estadía',
} as const;
