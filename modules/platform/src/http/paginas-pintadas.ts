import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COOKIE_HOTEL_UI } from '@recepcion/contracts';

/**
 * The public pages the portal's build painted (tools/vite/paginas-publicas.mjs): the portal's
 * container as drawn signed out on each route, and the styles it added. Sent with the page to a
 * visitor without a session, they are read before any module loads; the portal draws the same
 * markup over them when it mounts (single-spa-layout keeps the container it finds).
 */
export interface PaginasPintadas {
  paginas: Record<string, string>;
  estilos: { nombre: string; css: string }[];
}

export const ARCHIVO_PAGINAS_PINTADAS = 'frontends/portal/paginas-publicas.json';

/** The build's painted pages, or null when the UI was built without them. */
export function leerPaginasPintadas(uiDir: string): PaginasPintadas | null {
  const archivo = path.join(uiDir, ARCHIVO_PAGINAS_PINTADAS);
  return existsSync(archivo) ? (JSON.parse(readFileSync(archivo, 'utf8')) as PaginasPintadas) : null;
}

/** A cookie header without the session's cookie nor the UI's hotel cookie: nobody signed in. */
export function sinSesion(cookies: Record<string, string | undefined> | undefined, cookieDeSesion: string): boolean {
  return !cookies?.[cookieDeSesion] && !cookies?.[COOKIE_HOTEL_UI];
}

/**
 * `html` with `pathname`'s painted page: its styles at the end of the head (each named as the
 * library that adds it, so `ensureStyle` does not add it twice) and the portal's container first in
 * the body. Null when the build painted no page for `pathname`.
 */
export function conPaginaPintada(html: string, pintadas: PaginasPintadas, pathname: string): string | null {
  const pagina = pintadas.paginas[pathname];
  if (!pagina) return null;
  const estilos = pintadas.estilos.map(({ nombre, css }) => `<style data-mfe="${nombre.replace(/[^\w-]/g, '')}">${css.replaceAll('</', '<\\/')}</style>`).join('');
  // `data-pintada` until the portal mounts: a button pressed before then is pressed again after (index.html).
  const marcada = pagina.replace(/^<div /, '<div data-pintada="" ');
  return html.replace('</head>', `${estilos}</head>`).replace(/<body([^>]*)>/, (etiqueta) => `${etiqueta}${marcada}`);
}
