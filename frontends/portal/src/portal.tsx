/**
 * The portal micro-frontend: always mounted by the shell's layout. Exports only the single-spa
 * lifecycles; its CSS is added on mount and removed on unmount.
 */
import { installClientErrorLogging, logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { PortalApp } from './app/portal-app';
import css from './styles/portal.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: 'portal',
  raiz: PortalApp,
  css,
  registrarError: logClientError,
  // Once per page: uncaught errors of every micro-frontend reach the client log.
  alIniciar: () => void installClientErrorLogging(),
});
