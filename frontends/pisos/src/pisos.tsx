/**
 * The housekeeping micro-frontend (pisos), mounted by the shell's layout on `/pisos`: the board
 * (`/pisos`) and the rooms out of order (`/pisos/fuera-servicio`). Exports only the single-spa
 * lifecycles; its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { PisosApp } from './app/pisos-app';
import css from './styles/pisos.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'pisos',
  raiz: PisosApp,
  css,
  mensajeError: 'No se pudo mostrar el tablero de pisos. Recargue la página e intente nuevamente.',
  registrarError: logClientError,
});
