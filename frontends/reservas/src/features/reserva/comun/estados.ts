import { ESTADO_RESERVA } from '@recepcion/contracts';

/** Reservation statuses (libs/contracts) with their colour classes (libs/ui). */
export { ESTADOS_RESERVA_VISUALES as ESTADOS, estadoReservaDe as estadoDe, type EstadoReservaVisual as EstadoReserva } from '@recepcion/ui';

export const ESTADO_SIN_CONFIRMAR = ESTADO_RESERVA.sinConfirmar;
export const ESTADO_ANULADO = ESTADO_RESERVA.anulado;

/**
 * Payment forms of spec section 4: a reservation's own condition is one of these (the API takes no
 * other); a payment may name these or one of the hotel's list (useFormasDePagoIngreso).
 */
export const FORMAS_PAGO_BASE = [
  { Id: 1, Nombre: 'Contado' },
  { Id: 2, Nombre: 'Credito' },
];

/** Mobile detection is by user agent (spec section 9). */
export function esMovil(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** Chile requires a city (spec section 9). */
export const PAIS_CON_CIUDAD = 35;
/** Giro of an individual: new guests are created as clients of this giro. */
export const GIRO_PARTICULAR = 1;
