/**
 * The calendar micro-frontend: the occupancy calendar, mounted by the shell's layout on
 * `/reservas/calendario` and `/reservas/calendar-new`. Exports only the single-spa lifecycles;
 * its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { CalendarioApp } from './app/calendario-app';
import css from './styles/calendario.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'calendario',
  raiz: CalendarioApp,
  css,
  mensajeError: 'No se pudo mostrar el calendario. Recargue la página e intente nuevamente.',
  registrarError: logClientError,
});
