import React, { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ATRIBUTO_MARCO_PINTADO } from '@recepcion/contracts';
import { injectStyle } from '../styles/inject-style';

export interface MicroFrontendOpciones<P> {
  /** The area's name: its style element's id and the client log's tag (`maestros`). */
  nombre: string;
  /** The area's root component, given single-spa's props. */
  raiz: ComponentType<P & AppProps>;
  /** The area's CSS (`?inline` imports), added on mount and removed on unmount. */
  css: string | readonly string[];
  /** What a failed render says (role alert). */
  mensajeError?: string;
  /** Reports a failed render (libs/api-client's `logClientError`). */
  registrarError?: (error: Error, detalles: { tag: string }) => unknown;
  /** Runs once before the first mount (the portal installs the client error log). */
  alIniciar?: () => void;
}

export const MENSAJE_ERROR_RENDER = 'No se pudo mostrar esta sección. Recargue la página e intente nuevamente.';

/** Shown by single-spa-react's error boundary when the area fails to render. */
function ErrorDeRender({ error, mensaje, alMostrar }: { error: Error; mensaje: string; alMostrar: (error: Error) => void }) {
  useEffect(() => alMostrar(error), [error, alMostrar]);
  return (
    <p role="alert" className="rc-render-error">
      {mensaje}
    </p>
  );
}

/** Takes out what the server painted for a signed-in visitor (its header, the navbar's place, their style). */
export function quitarMarcosPintados(): void {
  for (const marco of document.querySelectorAll(`[${ATRIBUTO_MARCO_PINTADO}]`)) marco.remove();
}

/**
 * A signed-in page the server sent with its header painted (modules/platform's marcos-pintados.ts)
 * keeps that frame until an area (a micro-frontend of the layout's `#area`) has drawn its own, then
 * loses it before the next paint (a mutation observer runs before it). CSS already hides it then;
 * this takes the copy out of the document.
 */
const quitarMarcoAlDibujar: LifeCycleFn<AppProps> = async ({ name }) => {
  const contenedor = document.getElementById(`single-spa-application:${name}`);
  if (!contenedor?.closest('#area') || !document.querySelector(`[${ATRIBUTO_MARCO_PINTADO}]`)) return;
  const quitar = () => {
    if (!contenedor.firstChild) return false;
    quitarMarcosPintados();
    return true;
  };
  if (quitar()) return;
  const observador = new MutationObserver(() => quitar() && observador.disconnect());
  observador.observe(contenedor, { childList: true });
};

/**
 * react-dom/client whose roots render in a transition. A root's plain `render` is a blocking update:
 * React draws the whole area in one task (on a mid-range phone 100–170 ms for the calendar or the
 * dashboard, which the main thread cannot interrupt). In a transition React yields every few
 * milliseconds, so a tap or a paint can come between the pieces. single-spa-react still resolves
 * the mount when the area has committed.
 */
export const clienteEnTransicion = {
  createRoot(contenedor: Element) {
    const raiz = ReactDOMClient.createRoot(contenedor);
    return {
      render: (elemento: ReactNode) => startTransition(() => raiz.render(elemento)),
      unmount: () => raiz.unmount(),
    };
  },
};

/**
 * The single-spa lifecycles of a React micro-frontend (`frontends/<nombre>/src/<nombre>.tsx`
 * exports them): its root under an error boundary, its CSS in the document only while mounted.
 */
export function crearMicroFrontend<P extends object = object>({ nombre, raiz, css, mensajeError = MENSAJE_ERROR_RENDER, registrarError, alIniciar }: MicroFrontendOpciones<P>) {
  const alMostrar = (error: Error) => void registrarError?.(error, { tag: nombre });
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: clienteEnTransicion as unknown as typeof ReactDOMClient,
    rootComponent: raiz,
    errorBoundary: (error: Error) => <ErrorDeRender error={error} mensaje={mensajeError} alMostrar={alMostrar} />,
  });

  let removeStyle: (() => void) | undefined;
  const iniciar: LifeCycleFn<P & AppProps> = async () => alIniciar?.();
  const addStyle: LifeCycleFn<P & AppProps> = async () => {
    // A page the server sent painted (the portal's public pages) came with this style already.
    const pintado = document.head.querySelector<HTMLStyleElement>(`style[data-mfe="${CSS.escape(nombre)}"]`);
    removeStyle = pintado ? () => pintado.remove() : injectStyle(nombre, typeof css === 'string' ? css : css.join('\n'));
  };
  const dropStyle: LifeCycleFn<P & AppProps> = async () => {
    removeStyle?.();
    removeStyle = undefined;
  };

  return {
    bootstrap: [iniciar, lifecycles.bootstrap],
    mount: [addStyle, lifecycles.mount, quitarMarcoAlDibujar],
    unmount: [lifecycles.unmount, dropStyle],
  };
}
