/**
 * Build time only (tools/vite/paginas-publicas.mjs runs it in Node under jsdom): the portal mounted
 * as the browser mounts it, signed out, at the current path; what it drew and the styles it added.
 * The server sends that markup with the page, so a visitor reads the home or pricing page before
 * any module has loaded; the portal, once loaded, draws the same over it.
 */
import { asentar } from '@recepcion/ui/pintado';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { bootstrap, mount } from '../portal';

export interface PaginaPintada {
  /** The portal's container as drawn (`<div id="single-spa-application:@recepcion/portal">…</div>`). */
  html: string;
  /** The `<style data-mfe>` elements the libraries and the portal added, in order. */
  estilos: { nombre: string; css: string }[];
}

const NOMBRE = '@recepcion/portal';

export async function pintarPaginaPublica(): Promise<PaginaPintada> {
  const contenedor = document.createElement('div');
  contenedor.id = `single-spa-application:${NOMBRE}`;
  document.body.appendChild(contenedor);
  const props = { name: NOMBRE, domElement: contenedor } as unknown as AppProps;
  for (const paso of [bootstrap, mount].flat() as LifeCycleFn<AppProps>[]) await paso(props);
  await asentar();
  const estilos = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-mfe]')].map((s) => ({ nombre: s.dataset.mfe ?? '', css: s.textContent ?? '' }));
  return { html: contenedor.outerHTML, estilos };
}
