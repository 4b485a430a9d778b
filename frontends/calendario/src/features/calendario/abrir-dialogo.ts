import { conDialogoReserva, type DialogoReserva } from '@recepcion/contracts';
import { navigate } from '@recepcion/ui';

/**
 * Opens a reservation dialog of `@recepcion/reservas` (edit modal, account statement, wizard) over
 * the calendar, through the address (libs/contracts dialogos-reserva): micro-frontends share no state.
 */
export function abrirDialogoReserva(dialogo: DialogoReserva): void {
  navigate(`${window.location.pathname}${conDialogoReserva(window.location.search, dialogo)}`);
}
