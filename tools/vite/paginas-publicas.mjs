/**
 * The public pages painted at build time: after the portal's build, its `pintar-pagina-publica`
 * entry is built for Node (construir-para-node.mjs) and run under jsdom once per route, signed
 * out. What it drew and its styles go to `dist/web/frontends/portal/paginas-publicas.json`, which
 * the server puts into those routes' index.html for a visitor without a session
 * (modules/platform/src/http/paginas-pintadas.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pintarEnJsdom, pluginDePintado } from './construir-para-node.mjs';
import { WEB_DIST } from './mfe-config.mjs';

const ARCHIVO_PAGINAS_PUBLICAS = 'frontends/portal/paginas-publicas.json';

/** @param {{ projectRoot: string, entry: string, rutas: string[] }} options */
export function paginasPublicas({ projectRoot, entry, rutas }) {
  return pluginDePintado({
    nombre: 'paginas-publicas',
    projectRoot,
    entry,
    usar: (archivo) => {
      const paginas = {};
      let estilos = [];
      for (const ruta of rutas) {
        // One process a route: the portal's module state (session, dialogs) starts afresh.
        const pintada = pintarEnJsdom(archivo, ruta);
        paginas[ruta] = pintada.html;
        estilos = pintada.estilos;
      }
      writeFileSync(path.join(WEB_DIST, ARCHIVO_PAGINAS_PUBLICAS), JSON.stringify({ paginas, estilos }));
    },
  });
}
