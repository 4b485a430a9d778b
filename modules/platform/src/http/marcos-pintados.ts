import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ATRIBUTO_MARCO_PINTADO } from '@recepcion/contracts';
import { esMovil, fechaLarga, tituloVentana, ventanaInicial } from '@recepcion/domain';

/**
 * One area's signed-in frames, as its build painted them (tools/vite/marcos-pintados.mjs): per
 * route, the page's header inside its area's wrappers, as the area draws it first, and the CSS that
 * applies to them. Sent with the page to a signed-in visitor, the header is read before any module
 * loads (the largest text of those pages: their LCP). The frame hides once the area has drawn its
 * own (same text, same place), or the portal drops it (a session that is over, another route).
 */
export interface MarcosPintados {
  /** Route → the frame's HTML; `{clave}` stands for a text of the visitor's day (TEXTOS). */
  marcos: Record<string, string>;
  css: string;
}

/** A route's frame, with its area's CSS only. */
export interface MarcoDeRuta {
  html: string;
  css: string;
}

/** Every painted route of the build → its frame. */
export type MarcosPorRuta = Record<string, MarcoDeRuta>;

/**
 * The navbar's place until the portal draws it (as tall as index.html's painted bar, `.arranque`),
 * a box of its own so that the frame never moves; and when the frame hides: an area drew its page.
 */
const CSS_DEL_MARCO =
  '.marco-pintado__lugar{height:calc(3.75rem + 1px)}body:has(.pt-navbar) .marco-pintado__lugar{display:none}' +
  `body:has(#area>[id^="single-spa-application"]>*) [${ATRIBUTO_MARCO_PINTADO}]{display:none}`;

/** Every area's painted frames in the build, by route, or null when none was painted. */
export function leerMarcosPintados(uiDir: string): MarcosPorRuta | null {
  const carpeta = path.join(uiDir, 'frontends');
  if (!existsSync(carpeta)) return null;
  const archivos = readdirSync(carpeta)
    .map((area) => path.join(carpeta, area, 'marcos-pintados.json'))
    .filter((archivo) => existsSync(archivo));
  if (archivos.length === 0) return null;
  const porRuta: MarcosPorRuta = {};
  for (const archivo of archivos) {
    const { marcos, css } = JSON.parse(readFileSync(archivo, 'utf8')) as MarcosPintados;
    for (const [ruta, html] of Object.entries(marcos)) porRuta[ruta] = { html, css };
  }
  return porRuta;
}

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who the frame is painted for: their day and their device (the calendar opens 7 days on a phone, 14 elsewhere). */
export interface ParaQuien {
  hoy: string;
  userAgent: string;
}

/** The texts of a frame that depend on the visitor, as the areas write them (libs/ui's marco-pintado.ts names them). */
const TEXTOS: Record<string, (quien: ParaQuien) => string> = {
  hoy: ({ hoy }) => fechaLarga(hoy),
  rangoCalendario: ({ hoy, userAgent }) => tituloVentana(ventanaInicial(hoy, userAgent)),
};

/** What of `quien` changes a frame: the cache key of its page. */
export const variante = ({ hoy, userAgent }: ParaQuien): string => `${hoy}${esMovil(userAgent) ? ':movil' : ''}`;

/**
 * `html` with `marco` for `quien`: its CSS at the end of the head; at the start of the body the
 * portal's container (the layout keeps it and puts the areas right after it) and the frame.
 */
export function conMarcoPintado(html: string, marco: MarcoDeRuta, quien: ParaQuien): string {
  const estilos = `<style ${ATRIBUTO_MARCO_PINTADO}>${(marco.css + CSS_DEL_MARCO).replaceAll('</', '<\\/')}</style>`;
  const cuerpo =
    `<div id="single-spa-application:@recepcion/portal"></div><div class="marco-pintado__lugar" ${ATRIBUTO_MARCO_PINTADO}></div>` +
    `<div class="marco-pintado" ${ATRIBUTO_MARCO_PINTADO}>${marco.html.replace(/\{(\w+)\}/g, (clave, nombre: string) => (TEXTOS[nombre] ? escapar(TEXTOS[nombre](quien)) : clave))}</div>`;
  return html.replace('</head>', `${estilos}</head>`).replace(/<body([^>]*)>/, (etiqueta) => `${etiqueta}${cuerpo}`);
}
