/**
 * The calendar micro-frontend: the occupancy calendar, mounted by the shell's layout on
 * `/reservas/calendario` and `/reservas/calendar-new`. Exports only the single-spa lifecycles;
 * its CSS is added on mount and removed on unmount.
 */
import { injectStyle } from '@recepcion/ui';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { CalendarioApp } from './app/calendario-app';
import { RenderError } from './app/render-error';
import css from './styles/calendario.css?inline';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: CalendarioApp,
  errorBoundary: (error: Error) => <RenderError error={error} />,
});

let removeStyle: (() => void) | undefined;

const addStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle = injectStyle('calendario', css);
};
const dropStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle?.();
  removeStyle = undefined;
};

export const bootstrap = [lifecycles.bootstrap];
export const mount = [addStyle, lifecycles.mount];
export const unmount = [lifecycles.unmount, dropStyle];
