/**
 * The portal micro-frontend: always mounted by the shell's layout. Exports only the single-spa
 * lifecycles; its CSS is added on mount and removed on unmount.
 */
import { installClientErrorLogging } from '@recepcion/api-client';
import { injectStyle } from '@recepcion/ui';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { PortalApp } from './app/portal-app';
import { RenderError } from './app/render-error';
import css from './styles/portal.css?inline';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PortalApp,
  errorBoundary: (error: Error) => <RenderError error={error} />,
});

let removeStyle: (() => void) | undefined;

const startClientLogging: LifeCycleFn<AppProps> = async () => {
  // Once per page: uncaught errors of every micro-frontend reach the client log.
  installClientErrorLogging();
};
const addStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle = injectStyle('portal', css);
};
const dropStyle: LifeCycleFn<AppProps> = async () => {
  removeStyle?.();
  removeStyle = undefined;
};

export const bootstrap = [startClientLogging, lifecycles.bootstrap];
export const mount = [addStyle, lifecycles.mount];
export const unmount = [lifecycles.unmount, dropStyle];
