/**
 * The reports micro-frontend, mounted by the shell's layout on every `/informes/...` path and on
 * `/dashboard`. Exports only the single-spa lifecycles; its CSS is added on mount and removed on
 * unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { InformesApp } from './app/informes-app';
import css from './styles/informes.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'informes',
  raiz: InformesApp,
  css,
  registrarError: logClientError,
});
