import { navigate } from '@recepcion/ui';
import { conDialogoReserva, type DialogoReserva } from '@recepcion/contracts';

/**
 * Opens a reservation dialog (edit modal, account statement, wizard) over the current page through
 * the address (libs/contracts dialogos-reserva): features/reserva reads it and opens the dialog.
 */
export function abrirDialogoReserva(dialogo: DialogoReserva): void {
  navigate(`${window.location.pathname}${conDialogoReserva(window.location.search, dialogo)}`);
}
