/**
 * The maestros micro-frontend: the hotel's master data, mounted by the shell's layout on its
 * routes (`/configuracion/*`, `/tarifario/*`, `/clientes/*`, `/administracion/*`). Exports only
 * the single-spa lifecycles; its CSS is added on mount and removed on unmount.
 */
import { injectStyle } from '@recepcion/ui';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { MaestrosApp } from './app/maestros-app';
import { RenderError } from './app/render-error';
import css from './styles/maestros.css?inline';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: MaestrosApp,
  errorBoundary: (error: Error) => <RenderError error={error} />,
});

let removeStyle: (() => void) | undefined;

const addStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle = injectStyle('maestros', css);
};
const dropStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle?.();
  removeStyle = undefined;
};

export const bootstrap = [lifecycles.bootstrap];
export const mount = [addStyle, lifecycles.mount];
export const unmount = [lifecycles.unmount, dropStyle];
