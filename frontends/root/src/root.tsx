/**
 * The root micro-frontend (the provider's tools), mounted by the shell's layout on `/root`.
 * Exports only the single-spa lifecycles; its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { RootApp } from './app/root-app';
import css from './styles/root.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'root',
  raiz: RootApp,
  css,
  registrarError: logClientError,
});
