/**
 * The pisos micro-frontend, mounted by the shell's layout on `/pisos`. Exports only the
 * single-spa lifecycles; its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { PisosPage } from './pisos-page';
import css from './styles/pisos.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'pisos',
  raiz: PisosPage,
  css,
  registrarError: logClientError,
});
