/**
 * The public pages painted at build time: after the portal's build, its `pintar-pagina-publica`
 * entry is built for Node (construir-para-node.mjs) and run under jsdom once per route, signed
 * out. What it drew and its styles go to `dist/web/frontends/portal/paginas-publicas.json`, which
 * the server puts into those routes' index.html for a visitor without a session
 * (modules/platform/src/http/paginas-pintadas.ts).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { construirParaNode } from './construir-para-node.mjs';
import { WEB_DIST, WORKSPACE_ROOT } from './mfe-config.mjs';

const ARCHIVO_PAGINAS_PUBLICAS = 'frontends/portal/paginas-publicas.json';

/** @param {{ projectRoot: string, entry: string, rutas: string[] }} options */
export function paginasPublicas({ projectRoot, entry, rutas }) {
  return {
    name: 'recepcion:paginas-publicas',
    apply: 'build',
    async closeBundle() {
      await construirParaNode({
        projectRoot,
        entry,
        usar: (archivo) => {
          const paginas = {};
          let estilos = [];
          for (const ruta of rutas) {
            // One process a route: the portal's module state (session, dialogs) starts afresh.
            const salida = execFileSync(process.execPath, [path.join(WORKSPACE_ROOT, 'tools/vite/pintar-en-jsdom.mjs'), archivo, ruta], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
            const pintada = JSON.parse(salida);
            paginas[ruta] = pintada.html;
            estilos = pintada.estilos;
          }
          writeFileSync(path.join(WEB_DIST, ARCHIVO_PAGINAS_PUBLICAS), JSON.stringify({ paginas, estilos }));
        },
      });
    },
  };
}
