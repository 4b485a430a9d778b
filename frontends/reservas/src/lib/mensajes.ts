import { MENSAJES_RESERVAS as R, ORIGEN_WEB } from '@recepcion/contracts';
import { MENSAJES_CRUD } from '@recepcion/ui';

/**
 * The list pages' texts: spec section 8 (toasts, confirmation) and the section 5 messages of each
 * form, named for the pages. The words are the server's own (libs/contracts), written once.
 */
export const MENSAJES = {
  ...MENSAJES_CRUD,
  /** Reports and searches without their from-date (spec section 5, "Reports"). */
  seleccioneFecha: R.seleccioneLaFecha,
  seleccioneFechaDesde: R.seleccioneDesde,
  /** The server's refusal of a block on an occupied room (spec section 8). */
  habitacionNoDisponible: R.noDisponible,
  /** A booking made on the hotel's booking page: the list's mark. */
  web: ORIGEN_WEB,
} as const;

/** Spec section 5, "Room block". */
export const MENSAJES_BLOQUEO = {
  fecha: R.seleccioneFecha,
  noches: R.ingreseNoches,
  habitacion: R.seleccioneHabitacion,
} as const;

/** Spec section 5, "Waiting list" (and the stay rule of a room line). */
export const MENSAJES_LISTA_ESPERA = {
  checkIn: R.esperaCheckIn,
  checkOut: R.esperaCheckOut,
  cliente: R.seleccioneCliente,
  pasajeros: R.esperaPasajeros,
  habitaciones: R.esperaHabitaciones,
  posterior: R.checkOutPosterior,
} as const;

/** Spec section 5, "Expense": date, concept and value. */
export const MENSAJES_GASTO = {
  fecha: R.seleccioneFecha,
  concepto: R.ingreseConcepto,
  valor: R.ingreseValor,
} as const;
