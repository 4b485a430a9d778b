/**
 * The list pages' texts: spec section 8 (toasts, confirmation) and the section 5 messages of each
 * form, as the server words them too (modules/reservas: bloqueos, lista-espera, gastos).
 */
export const MENSAJES = {
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  confirmarEliminar: '¿Confirma que desea eliminar este registro?',
  /** Reports and searches without their from-date (spec section 5, "Reports"). */
  seleccioneFecha: 'Seleccione la fecha',
  seleccioneFechaDesde: 'Seleccione la fecha Desde',
  /** The server's refusal of a block on an occupied room (spec section 8). */
  habitacionNoDisponible: 'Habitación no disponible',
  /** A booking made on the hotel's booking page (libs/contracts `ORIGEN_WEB`): the list's mark. */
  web: 'Web',
} as const;

/** Spec section 5, "Room block". */
export const MENSAJES_BLOQUEO = {
  fecha: 'Seleccione una Fecha',
  noches: 'Ingrese la cantidad de Noches',
  habitacion: 'Seleccione una Habitación',
} as const;

/** Spec section 5, "Waiting list" (and the stay rule of a room line). */
export const MENSAJES_LISTA_ESPERA = {
  checkIn: 'Seleccione un CheckIn',
  checkOut: 'Seleccione un CheckOut',
  cliente: 'Seleccione un Cliente',
  pasajeros: 'Seleccione una Cantidad de Pasajeros',
  habitaciones: 'Seleccione una Cantidad de Habitaciones',
  posterior: 'El Check-Out debe ser posterior al check-In',
} as const;

/** Spec section 5, "Expense": date, concept and value (the server's words). */
export const MENSAJES_GASTO = {
  fecha: 'Seleccione una Fecha',
  concepto: 'Ingrese el Concepto',
  valor: 'Ingrese el Valor',
} as const;
