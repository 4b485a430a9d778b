/**
 * What the server preloads for a page (`dist/web/precargas.json`): for every route of the shell's
 * layout, the modules its micro-frontends import before they run (their static imports, followed
 * through the import map and the chunks), and the modules every page runs (the root config and
 * the micro-frontends mounted on every route). The server writes them as `<link rel="modulepreload">`
 * into the index.html of that route, so the browser fetches the whole chain at once instead of one
 * level after another. Dynamic imports (charts, grids) are left out: they load when a screen asks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { constructServerLayout } from 'single-spa-layout/server';

/** The URLs a module at `url` (a path under `webDist`) imports statically, itself first. */
function cierre(webDist, imports, url, vistos) {
  if (vistos.has(url)) return;
  vistos.add(url);
  const [importaciones] = parse(readFileSync(path.join(webDist, new URL(url, 'http://x').pathname), 'utf8'));
  for (const { n: nombre, d } of importaciones) {
    // d === -1: a static import or re-export; dynamic imports and import.meta are not preloaded.
    if (d !== -1 || !nombre) continue;
    const relativo = nombre.startsWith('.') || nombre.startsWith('/') ? new URL(nombre, `http://x${url}`).pathname : null;
    // A chunk importing its entry (`../portal.js`) gets the import map's versioned URL, as in the browser.
    const destino = imports[nombre] ?? (relativo && (imports[relativo] ?? relativo));
    if (!destino) throw new Error(`${url} importa «${nombre}», que no está en el mapa de importaciones.`);
    cierre(webDist, imports, destino, vistos);
  }
}

/** Every application under `nodos`, with the path of the route it sits in (null: outside any route). */
function aplicaciones(nodos, ruta = null) {
  return nodos.flatMap((nodo) => {
    if (nodo.type === 'application') return [{ nombre: nodo.name, ruta }];
    if (nodo.type === 'route') {
      if (nodo.default || !nodo.path || nodo.path.includes(':')) throw new Error(`Ruta del layout sin precarga posible: ${JSON.stringify(nodo.path ?? 'default')}`);
      return aplicaciones(nodo.routes ?? [], [ruta, nodo.path].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\/|\/$/g, ''));
    }
    return aplicaciones(nodo.routes ?? [], ruta);
  });
}

/**
 * `{ siempre: [url…], rutas: [{ ruta: 'reservas/calendario', modulos: [url…] }] }` for the layout
 * (the single-spa-layout HTML the root config uses), the import map and the root config's URL.
 * A route matches its path and everything below it (`reservas` → `/reservas/calendario`), as in
 * single-spa-layout; `modulos` leaves out what `siempre` has.
 */
export async function calcularPrecargas({ webDist, layout, importMap, rootConfigUrl }) {
  await init;
  const { resolvedRoutes } = constructServerLayout({ html: `<html><head><template id="single-spa-layout">${layout}</template></head><body></body></html>` });
  const apps = aplicaciones(resolvedRoutes.routes);
  const urlDe = (nombre) => {
    const url = importMap.imports[nombre];
    if (!url) throw new Error(`El layout monta ${nombre}, que no está en el mapa de importaciones.`);
    return url;
  };

  const comunes = new Set();
  cierre(webDist, importMap.imports, rootConfigUrl, comunes);
  for (const app of apps.filter((a) => a.ruta === null)) cierre(webDist, importMap.imports, urlDe(app.nombre), comunes);

  const porRuta = new Map();
  for (const app of apps.filter((a) => a.ruta !== null)) {
    const modulos = porRuta.get(app.ruta) ?? new Set();
    cierre(webDist, importMap.imports, urlDe(app.nombre), modulos);
    porRuta.set(app.ruta, modulos);
  }
  return {
    siempre: [...comunes],
    rutas: [...porRuta].map(([ruta, modulos]) => ({ ruta, modulos: [...modulos].filter((url) => !comunes.has(url)) })),
  };
}
