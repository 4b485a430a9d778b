/**
 * `node pintar-en-jsdom.mjs <pintar.mjs> <ruta> [<función> [<argumento JSON>]]`: a jsdom window at
 * `ruta` as the Node globals, then the built entry's `función` (default `pintarPaginaPublica`)
 * called with the argument; prints its answer as JSON (tools/vite/paginas-publicas.mjs,
 * tools/vite/marcos-pintados.mjs).
 */
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [archivo, ruta, funcion = 'pintarPaginaPublica', argumento] = process.argv.slice(2);
const dom = new JSDOM('<!doctype html><html lang="es"><head></head><body></body></html>', { url: new URL(ruta, 'http://localhost/').toString(), pretendToBeVisual: true });
// What a browser's global scope has and Node's lacks (window, document, HTMLElement, matchMedia...).
for (const nombre of Object.getOwnPropertyNames(dom.window)) {
  if (nombre in globalThis) continue;
  Object.defineProperty(globalThis, nombre, { configurable: true, get: () => dom.window[nombre] });
}
// jsdom has no CSS namespace; the style names escaped here are plain words.
globalThis.CSS ??= { escape: (valor) => String(valor).replace(/[^\w-]/g, (c) => `\\${c}`) };
globalThis.IS_REACT_ACT_ENVIRONMENT = false;

const modulo = await import(pathToFileURL(archivo).href);
const pintada = await modulo[funcion](argumento === undefined ? undefined : JSON.parse(argumento));
process.stdout.write(JSON.stringify(pintada));
// Timers the portal left (its live channel, toasts) would keep the process alive.
process.exit(0);
