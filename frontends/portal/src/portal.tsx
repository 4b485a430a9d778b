/**
 * The portal micro-frontend: always mounted by the shell's layout. Exports only the single-spa
 * lifecycles; its CSS is added on mount and removed on unmount.
 */
import { installClientErrorLogging, logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { PortalApp } from './app/portal-app';
import { reanudarBotonPendiente } from './pintado/reanudar-boton-pendiente';
import css from './styles/portal.css?inline';

const ciclo = crearMicroFrontend({
  nombre: 'portal',
  raiz: PortalApp,
  css,
  registrarError: logClientError,
  // Once per page: uncaught errors of every micro-frontend reach the client log.
  alIniciar: () => void installClientErrorLogging(),
});

export const { bootstrap, unmount } = ciclo;
/** Mounted over a painted page: a button pressed before is pressed again. */
export const mount = [...ciclo.mount, async ({ name }: { name: string }) => reanudarBotonPendiente(document.getElementById(`single-spa-application:${name}`))];
