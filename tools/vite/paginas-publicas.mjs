/**
 * The public pages painted at build time: after the portal's build, its `pintar-pagina-publica`
 * entry is built for Node (Vite SSR, the workspace libraries from source, React from node_modules)
 * and run under jsdom once per route, signed out. What it drew and its styles go to
 * `dist/web/frontends/portal/paginas-publicas.json`, which the server puts into those routes'
 * index.html for a visitor without a session (modules/platform/src/http/paginas-pintadas.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { bundledSources, WEB_DIST, WORKSPACE_ROOT } from './mfe-config.mjs';
import { SHARED_LIBS } from './shared-modules.mjs';

/** The workspace libraries from source: those every web build bundles, and the shared ones the import map names. */
const FUENTES = {
  ...bundledSources,
  ...Object.fromEntries(SHARED_LIBS.map(({ specifier }) => [specifier, path.join(WORKSPACE_ROOT, 'libs', specifier.split('/')[1], 'src/index.ts')])),
};

const ARCHIVO_PAGINAS_PUBLICAS = 'frontends/portal/paginas-publicas.json';

/** @param {{ projectRoot: string, entry: string, rutas: string[] }} options */
export function paginasPublicas({ projectRoot, entry, rutas }) {
  return {
    name: 'recepcion:paginas-publicas',
    apply: 'build',
    async closeBundle() {
      // Inside the workspace, so that Node finds React and the rest in node_modules.
      mkdirSync(path.join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
      const carpeta = mkdtempSync(path.join(WORKSPACE_ROOT, 'tmp/paginas-publicas-'));
      try {
        await build({
          configFile: false,
          root: projectRoot,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias: FUENTES },
          define: { 'process.env.NODE_ENV': '"production"' },
          build: { ssr: path.join(projectRoot, entry), outDir: carpeta, emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'pintar.mjs' } } },
        });
        const paginas = {};
        let estilos = [];
        for (const ruta of rutas) {
          // One process a route: the portal's module state (session, dialogs) starts afresh.
          const salida = execFileSync(process.execPath, [path.join(WORKSPACE_ROOT, 'tools/vite/pintar-en-jsdom.mjs'), path.join(carpeta, 'pintar.mjs'), ruta], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
          const pintada = JSON.parse(salida);
          paginas[ruta] = pintada.html;
          estilos = pintada.estilos;
        }
        writeFileSync(path.join(WEB_DIST, ARCHIVO_PAGINAS_PUBLICAS), JSON.stringify({ paginas, estilos }));
      } finally {
        rmSync(carpeta, { recursive: true, force: true });
      }
    },
  };
}
