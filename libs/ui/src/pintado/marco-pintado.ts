/**
 * Build time only, under jsdom (tools/vite/marcos-pintados.mjs): an area mounted as the browser
 * mounts it, signed in, on each of its routes, and what of its first render a page can show before
 * any module loads: the page's header inside the area's own wrappers (each one as drawn, without
 * its children but the next), and the CSS rules that apply to them. The server sends that frame
 * with the page to a signed-in visitor (modules/platform/src/http/marcos-pintados.ts); the area
 * draws the same header at the same place once it runs, and the frame then hides.
 *
 * The user's day cannot be known here: the area is drawn on MARCADOR's day, whose long form
 * becomes `{hoy}` in the frame, and each of `textos` (what the area shows of that day, computed as
 * the area does) its `{clave}`: the server writes the visitor's there. Any other trace of that
 * day fails the build rather than paint a wrong date. Controls are painted for their place only:
 * hidden, without a value, out of the tab order (nothing to type into before the area runs).
 */
import type { SesionRespuesta } from '@recepcion/contracts';
import { fechaLarga } from '@recepcion/domain';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { ID_CONTENIDO } from '../navegacion/contenido';

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
export const DIA_MARCADOR = '2000-01-01';

/** A configured hotel and its administrator: what an area needs to draw a page (the data never comes). */
export const SESION_PINTADA: SesionRespuesta = {
  hotel_id: 1,
  user_id: 1,
  usuario: { Id: 1, Nombre: 'Pintado', Email: 'pintado@recepcion.app', EsOperador: false, TipoUsuario: 'AD' },
  config: {
    Id: 1,
    HotelId: 1,
    Nombre: 'Hotel',
    MonedaId: 'CLP',
    TipoImpuestoId: 1,
    ImpuestoIncluido: true,
    TipoImpuestoSAId: null,
    ImpuestoIncluidoSA: true,
    PrecioHabitacionPorPersona: false,
    PrecioRegimenPorPersona: false,
    Encabezado: null,
    PaisId: 35,
    Configurado: true,
    Email: 'pintado@recepcion.app',
    ZonaHoraria: null,
  },
};

const CONTROLES = 'input, button, select, textarea, a[href], [tabindex]';

/**
 * The frame's controls keep their place and nothing else; no id is repeated once the area draws,
 * but the page's `<main>` keeps the content's id: the navbar's «Saltar al contenido» has its target
 * before the area has drawn (the area's own replaces the frame before the next paint).
 */
function soloLugar(marco: Element): void {
  for (const elemento of marco.querySelectorAll('*')) elemento.removeAttribute('id');
  if (marco.id !== ID_CONTENIDO) marco.removeAttribute('id');
  for (const control of marco.querySelectorAll(CONTROLES)) {
    control.setAttribute('style', 'visibility:hidden');
    control.setAttribute('tabindex', '-1');
    control.removeAttribute('value');
  }
  for (const etiqueta of marco.querySelectorAll('label')) etiqueta.setAttribute('style', 'visibility:hidden');
}

async function correr(pasos: Ciclo[keyof Ciclo], props: AppProps): Promise<void> {
  for (const paso of [pasos].flat()) await paso(props);
}

/** How many quiet moments a route's page may take to draw its header (lazy pages), about 2 s. */
const ESPERAS_POR_RUTA = 20;

/** Until a quiet moment: React's passive effects, the state changes they make and their render. */
export async function asentar(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((listo) => setTimeout(listo, 20));
}

/** `hasta` inside its ancestors up to `contenedor` (excluded), each as drawn but holding only the next. */
function marcoHasta(contenedor: Element, hasta: Element): Element {
  let marco = hasta.cloneNode(true) as Element;
  for (let padre = hasta.parentElement; padre && padre !== contenedor; padre = padre.parentElement) {
    const copia = padre.cloneNode(false) as Element;
    copia.appendChild(marco);
    marco = copia;
  }
  soloLugar(marco);
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
 * The frames of `rutas`: the area `nombre` mounted on each (SESION_PINTADA signed into `sesion`,
 * libs/session's store), its element `selector` (the page's header) framed by its wrappers. A
 * route whose page has no such element has no frame.
 */
export async function pintarMarcos(opciones: {
  nombre: string;
  ciclo: Ciclo;
  rutas: readonly string[];
  /** The page's header: libs/ui's PageHeader by default. */
  selector?: string;
  /** `{clave}` → its text on DIA_MARCADOR, besides `{hoy}` (`fechaLarga`'s). */
  textos?: Record<string, string>;
  sesion: { establecer(respuesta: SesionRespuesta): unknown };
}): Promise<MarcosPintados> {
  const { nombre, ciclo, rutas, selector = 'header.rc-page-header', textos = {}, sesion } = opciones;
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
  // The longest first, so that none is replaced inside another.
  const porTexto = Object.entries({ hoy: fechaLarga(DIA_MARCADOR), ...textos }).sort(([, a], [, b]) => b.length - a.length);
  sesion.establecer(SESION_PINTADA);
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
    // An area that loads its pages on demand (reservas) draws the first one a few module loads later.
    for (let i = 0; i < ESPERAS_POR_RUTA && !contenedor.querySelector(selector); i++) await asentar();
    await asentar();
    const encabezado = contenedor.querySelector(selector);
    if (encabezado) {
      const marco = marcoHasta(contenedor, encabezado);
      const html = porTexto.reduce((texto, [clave, valor]) => texto.replaceAll(valor, `{${clave}}`), marco.outerHTML);
      if (/2000|01-01/.test(html)) throw new Error(`${ruta}: el marco muestra una forma del día de hoy sin su clave: ${html}`);
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
