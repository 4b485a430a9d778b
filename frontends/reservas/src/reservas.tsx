/**
 * The reservations micro-frontend, mounted by the shell's layout on every `/reservas/...` path:
 * its pages, and the reservation dialogs on the calendar's paths too. Exports only the single-spa lifecycles;
 * its CSS is added on mount and removed on unmount.
 */
import { injectStyle } from '@recepcion/ui';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ReservasApp } from './app/reservas-app';
import { RenderError } from './app/render-error';
import css from './styles/reservas.css?inline';
import cssPaginas from './styles/paginas.css?inline';
import cssReserva from './styles/reserva.css?inline';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ReservasApp,
  errorBoundary: (error: Error) => <RenderError error={error} />,
});

let removeStyle: (() => void) | undefined;

const addStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle = injectStyle('reservas', [css, cssPaginas, cssReserva].join('\n'));
};
const dropStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle?.();
  removeStyle = undefined;
};

export const bootstrap = [lifecycles.bootstrap];
export const mount = [addStyle, lifecycles.mount];
export const unmount = [lifecycles.unmount, dropStyle];
