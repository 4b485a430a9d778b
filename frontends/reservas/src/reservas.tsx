/**
 * The reservations micro-frontend, mounted by the shell's layout on every `/reservas/...` path:
 * its pages, and the reservation dialogs on the calendar's paths too (fetched when first opened there:
 * app/reservas-diferida.tsx). Exports only the single-spa lifecycles;
 * its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { ReservasDiferida } from './app/reservas-diferida';
import css from './styles/reservas.css?inline';
import cssPaginas from './styles/paginas.css?inline';
import cssReserva from './styles/reserva.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'reservas',
  raiz: ReservasDiferida,
  css: [css, cssPaginas, cssReserva],
  registrarError: logClientError,
});
