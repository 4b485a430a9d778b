/**
 * The maestros micro-frontend: the hotel's master data, mounted by the shell's layout on its
 * routes (`/configuracion/*`, `/tarifario/*`, `/clientes/*`, `/administracion/*`). Exports only
 * the single-spa lifecycles; its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { MaestrosApp } from './app/maestros-app';
import css from './styles/maestros.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({ nombre: 'maestros', raiz: MaestrosApp, css, registrarError: logClientError });
