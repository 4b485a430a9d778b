/**
 * Build time only, under jsdom (tools/vite/marcos-pintados.mjs): an area mounted as the browser
 * mounts it, signed in, on each of its routes, and what of its first render a page can show before
 * any module loads: the page's header inside the area's own wrappers (each one as drawn, without
 * its children but the next), and the CSS rules that apply to them. The server sends that frame
 * with the page to a signed-in visitor (modules/platform/src/http/marcos-pintados.ts); the area
 * draws the same header at the same place once it runs, and the frame then hides.
 *
 * The user's day cannot be known here: the area is drawn on MARCADOR's day, whose long form
 * becomes `{hoy}` in the frame (the server writes the visitor's day there). Any other trace of that
 * day fails the build rather than paint a wrong date.
 */
import type { AppProps, LifeCycleFn } from 'single-spa';

export interface MarcosPintados {
  /** Route → the frame's HTML (`{hoy}`: the user's day, long). */
  marcos: Record<string, string>;
  /** The CSS rules that apply to the frames, from the area's and the libraries' styles. */
  css: string;
}

interface Ciclo {
  bootstrap: LifeCycleFn<AppProps> | LifeCycleFn<AppProps>[];
  mount: LifeCycleFn<AppProps> | LifeCycleFn<AppProps>[];
  unmount: LifeCycleFn<AppProps> | LifeCycleFn<AppProps>[];
}

/** 2000-01-01 at noon, local: the day the area is drawn on. */
const MARCADOR = new Date(2000, 0, 1, 12).getTime();

async function correr(pasos: Ciclo[keyof Ciclo], props: AppProps): Promise<void> {
  for (const paso of [pasos].flat()) await paso(props);
}

/** Until a quiet moment: React's passive effects, the state changes they make and their render. */
async function asentar(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((listo) => setTimeout(listo, 20));
}

/** `hasta` inside its ancestors up to `contenedor` (excluded), each as drawn but holding only the next. */
function marcoHasta(contenedor: Element, hasta: Element): Element {
  let marco = hasta.cloneNode(true) as Element;
  for (let padre = hasta.parentElement; padre && padre !== contenedor; padre = padre.parentElement) {
    const copia = padre.cloneNode(false) as Element;
    // One element of an id, one tab stop: the frame is a picture of the page, not a part of it.
    copia.removeAttribute('id');
    copia.removeAttribute('tabindex');
    copia.appendChild(marco);
    marco = copia;
  }
  return marco;
}

/** The rules of the page's style sheets that apply to `raiz`, its descendants, html or body (states and pseudo-elements excluded), each whole. */
function reglasQueAplican(raiz: Element): string[] {
  const elementos = [document.documentElement, document.body, raiz, ...raiz.querySelectorAll('*')];
  const aplica = (selector: string) => {
    try {
      return selector === ':root' || elementos.some((e) => e.matches(selector));
    } catch {
      return false;
    }
  };
  const reglasDe = (reglas: CSSRuleList): string[] =>
    [...reglas].flatMap((regla) => {
      if (regla instanceof CSSStyleRule) return aplica(regla.selectorText) ? [regla.cssText] : [];
      if (regla instanceof CSSMediaRule) {
        const dentro = reglasDe(regla.cssRules);
        return dentro.length ? [`@media ${regla.media.mediaText}{${dentro.join('')}}`] : [];
      }
      return [];
    });
  return [...document.styleSheets].flatMap((hoja) => reglasDe(hoja.cssRules));
}

/**
 * The frames of `rutas`: the area `nombre` mounted on each (after `prepararSesion`), its element
 * `selector` (the page's header) framed by its wrappers. A route whose page has no such element
 * has no frame.
 */
export async function pintarMarcos(opciones: { nombre: string; ciclo: Ciclo; rutas: readonly string[]; selector: string; fechaLarga: (iso: string) => string; prepararSesion: () => void }): Promise<MarcosPintados> {
  const { nombre, ciclo, rutas, selector, fechaLarga, prepararSesion } = opciones;
  const DateReal = Date;
  // The area's "today" is the marker's day (it reads `new Date()` while it renders).
  globalThis.Date = class extends DateReal {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(MARCADOR);
      else super(...(args as ConstructorParameters<typeof DateReal>));
    }
    static override now(): number {
      return MARCADOR;
    }
  } as DateConstructor;
  const diaMarcador = fechaLarga('2000-01-01');
  prepararSesion();
  const props = { name: `@recepcion/${nombre}` } as AppProps;
  await correr(ciclo.bootstrap, props);
  const marcos: Record<string, string> = {};
  const css = new Set<string>();
  for (const ruta of rutas) {
    window.history.replaceState(null, '', ruta);
    const contenedor = document.createElement('div');
    contenedor.id = `single-spa-application:@recepcion/${nombre}`;
    document.body.appendChild(contenedor);
    const propsRuta = { ...props, domElement: contenedor } as AppProps;
    await correr(ciclo.mount, propsRuta);
    await asentar();
    const encabezado = contenedor.querySelector(selector);
    if (encabezado) {
      const marco = marcoHasta(contenedor, encabezado);
      const html = marco.outerHTML.replaceAll(diaMarcador, '{hoy}');
      if (/2000|01-01/.test(html)) throw new Error(`${ruta}: el marco muestra otra forma del día de hoy: ${html}`);
      marcos[ruta] = html;
      document.body.appendChild(marco);
      for (const regla of reglasQueAplican(marco)) css.add(regla);
      marco.remove();
    }
    await correr(ciclo.unmount, propsRuta);
    contenedor.remove();
  }
  globalThis.Date = DateReal;
  return { marcos, css: [...css].join('') };
}
