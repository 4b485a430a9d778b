/**
 * The signed-in frames painted at build time: after an area's build, its `pintar-marcos` entry is
 * built for Node (construir-para-node.mjs) and run under jsdom once; it mounts the area on each of
 * its routes and keeps the page's header in the area's wrappers, and the CSS that applies to them
 * (frontends/<area>/src/pintado/). They go to `dist/web/frontends/<area>/marcos-pintados.json`,
 * which the server puts into a signed-in visitor's page for those routes
 * (modules/platform/src/http/marcos-pintados.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pintarEnJsdom, pluginDePintado } from './construir-para-node.mjs';
import { mfeConfig, WEB_DIST } from './mfe-config.mjs';

/** @param {{ projectRoot: string, name: string, entry: string }} options */
function marcosPintados({ projectRoot, name, entry }) {
  return pluginDePintado({
    nombre: 'marcos-pintados',
    projectRoot,
    entry,
    usar: (archivo) => {
      const { marcos, css } = pintarEnJsdom(archivo, '/', 'pintarMarcos');
      if (Object.keys(marcos).length === 0) throw new Error(`${name}: ninguna ruta dio un marco`);
      writeFileSync(path.join(WEB_DIST, 'frontends', name, 'marcos-pintados.json'), JSON.stringify({ marcos, css }));
    },
  });
}

/**
 * An area's build (mfe-config.mjs's `mfeConfig`) with its signed-in frames painted after it, from
 * its entry `src/pintado/pintar-marcos.ts`.
 * @param {{ projectRoot: string, name: string }} options
 */
export function mfeConMarcosPintados({ projectRoot, name }) {
  const base = mfeConfig({ projectRoot, name });
  return { ...base, plugins: [...base.plugins, marcosPintados({ projectRoot, name, entry: 'src/pintado/pintar-marcos.ts' })] };
}
