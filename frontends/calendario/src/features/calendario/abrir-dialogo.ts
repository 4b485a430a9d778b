import { conDialogoReserva, type DialogoReserva } from '@recepcion/contracts';
import { navigateToUrl } from 'single-spa';

/**
 * Opens a reservation dialog of `@recepcion/reservas` (edit modal, account statement, wizard) over
 * the calendar, through the address (libs/contracts dialogos-reserva): micro-frontends share no state.
 */
export function abrirDialogoReserva(dialogo: DialogoReserva): void {
  navigateToUrl(`${window.location.pathname}${conDialogoReserva(window.location.search, dialogo)}`);
}
