import { ESTADO_RESERVA } from '@recepcion/contracts';

/** Reservation statuses (libs/contracts) with their colour classes (libs/ui). */
export { ESTADOS_RESERVA_VISUALES as ESTADOS, estadoReservaDe as estadoDe, type EstadoReservaVisual as EstadoReserva } from '@recepcion/ui';

export const ESTADO_ANULADO = ESTADO_RESERVA.anulado;
