import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PaginaHtml } from './pagina-html';

/**
 * The shell build's `precargas.json` (tools/vite/precargas.mjs): the modules every page runs, and
 * those of each route of the layout. A route matches its path and everything below it.
 */
export interface Precargas {
  siempre: string[];
  rutas: { ruta: string; modulos: string[] }[];
}

/** The build's preloads, or null when the UI was built without them. */
export function leerPrecargas(uiDir: string): Precargas | null {
  const archivo = path.join(uiDir, 'precargas.json');
  return existsSync(archivo) ? (JSON.parse(readFileSync(archivo, 'utf8')) as Precargas) : null;
}

/** The modules a page at `pathname` runs before it shows its area: every page's, then its routes'. */
export function modulosDeRuta(precargas: Precargas, pathname: string): string[] {
  const rutas = precargas.rutas.filter(({ ruta }) => pathname === `/${ruta}` || pathname.startsWith(`/${ruta}/`));
  return [...new Set([...precargas.siempre, ...rutas.flatMap((r) => r.modulos)])];
}

/**
 * index.html for `pathname` with a `<link rel="modulepreload">` per module it needs, so the browser
 * fetches them all as soon as it reads the page rather than one import level after another. The
 * links go at the end of the head, after the import map (a module fetched before it would make the
 * browser ignore the map). Pages of the same routes share one answer, kept here.
 */
export function htmlConPrecargas(indexHtml: string, precargas: Precargas | null): (pathname: string) => PaginaHtml {
  const sinPrecargas = new PaginaHtml(indexHtml);
  if (!precargas) return () => sinPrecargas;
  const porModulos = new Map<string, PaginaHtml>();
  return (pathname) => {
    const modulos = modulosDeRuta(precargas, pathname);
    const clave = modulos.join(' ');
    let pagina = porModulos.get(clave);
    if (!pagina) {
      const enlaces = modulos.map((url) => `<link rel="modulepreload" href="${url.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" />`).join('\n    ');
      pagina = new PaginaHtml(indexHtml.replace('</head>', `  ${enlaces}\n  </head>`));
      porModulos.set(clave, pagina);
    }
    return pagina;
  };
}
