import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PaginaHtml } from './pagina-html';
import { conMarcoPintado, type MarcosPorRuta, type ParaQuien, variante } from './marcos-pintados';
import { conPaginaPintada, type PaginasPintadas } from './paginas-pintadas';

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

/** Who asks for the page: nobody signed in (a painted public page), or a session, the visitor's day and device (a painted frame). */
export type Visitante = { sinSesion: true } | ({ sinSesion: false } & ParaQuien);

/** The template that holds a painted frame's preloads until its first paint (tools/vite/import-map.mjs moves them). */
export const ID_PRECARGAS_DIFERIDAS = 'precargas-diferidas';

/** Past this many kept variants (routes × days), the old ones go. */
const VARIANTES_MAXIMAS = 256;

/**
 * index.html for `pathname` with a `<link rel="modulepreload">` per module it needs, so the browser
 * fetches them all as soon as it reads the page rather than one import level after another. The
 * links go at the end of the head, after the import map (a module fetched before it would make the
 * browser ignore the map). To a visitor without a session, a public page the build painted comes
 * drawn (paginas-pintadas.ts); to a signed-in one, the page's header an area painted, on their day
 * (marcos-pintados.ts). Pages of the same variant share one answer, kept here.
 */
export function htmlConPrecargas(
  indexHtml: string,
  precargas: Precargas | null,
  pintadas: PaginasPintadas | null = null,
  marcos: MarcosPorRuta | null = null,
): (pathname: string, visitante: Visitante) => PaginaHtml {
  const variantes = new Map<string, PaginaHtml>();
  return (pathname, visitante) => {
    const quien = visitante.sinSesion ? null : visitante;
    const pintada = !quien && pintadas?.paginas[pathname] ? pathname : '';
    const marcoDeRuta = quien ? marcos?.[pathname] : undefined;
    const marco = quien && marcoDeRuta ? `${pathname}@${variante(quien)}` : '';
    // A painted page is read without its modules: they come after it, not in its way.
    const modulos = precargas && !pintada ? modulosDeRuta(precargas, pathname) : [];
    const clave = `${modulos.join(' ')}|${pintada}|${marco}`;
    let pagina = variantes.get(clave);
    if (!pagina) {
      const enlaces = modulos.map((url) => `<link rel="modulepreload" href="${url.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" />`).join('\n    ');
      // With a painted frame, the preloads wait in a template until its first paint (index.html's
      // start moves them to the head then): the frame is read without module downloads before it.
      const enHead = marco ? `<template id="${ID_PRECARGAS_DIFERIDAS}">${enlaces}</template>` : enlaces;
      const conEnlaces = modulos.length ? indexHtml.replace('</head>', `  ${enHead}\n  </head>`) : indexHtml;
      const html =
        (pintada && pintadas && conPaginaPintada(conEnlaces, pintadas, pintada)) ||
        (quien && marcoDeRuta && conMarcoPintado(conEnlaces, marcoDeRuta, quien)) ||
        conEnlaces;
      pagina = new PaginaHtml(html);
      if (variantes.size >= VARIANTES_MAXIMAS) variantes.clear();
      variantes.set(clave, pagina);
    }
    return pagina;
  };
}
