/**
 * A micro-frontend's painting entry built for Node (Vite SSR: the workspace libraries from source,
 * React from node_modules) into a scratch folder inside the workspace, so that Node finds React and
 * the rest in node_modules; `usar(archivo)` runs with the built file, then the folder goes.
 * Shared by the public pages' painting (paginas-publicas.mjs) and the signed-in frames' (marcos-pintados.mjs), with
 * the plugin that runs it after a build and the call that paints under jsdom.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { bundledSources, WORKSPACE_ROOT } from './mfe-config.mjs';
import { SHARED_LIBS } from './shared-modules.mjs';

/** The workspace libraries from source: those every web build bundles, and the shared ones the import map names. */
const FUENTES = {
  // Build-time painting's helpers (not in the kit's browser entry, so no page downloads them).
  '@recepcion/ui/pintado': path.join(WORKSPACE_ROOT, 'libs/ui/src/pintado/marco-pintado.ts'),
  ...bundledSources,
  ...Object.fromEntries(SHARED_LIBS.map(({ specifier }) => [specifier, path.join(WORKSPACE_ROOT, 'libs', specifier.split('/')[1], 'src/index.ts')])),
};

/** @template T @param {{ projectRoot: string, entry: string, usar: (archivo: string) => T | Promise<T> }} opciones */
export async function construirParaNode({ projectRoot, entry, usar }) {
  mkdirSync(path.join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  const carpeta = mkdtempSync(path.join(WORKSPACE_ROOT, 'tmp/pintado-'));
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
    return await usar(path.join(carpeta, 'pintar.mjs'));
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/** The built entry's `funcion` run under jsdom at `ruta`, in a process of its own (pintar-en-jsdom.mjs): its answer. */
export function pintarEnJsdom(archivo, ruta, funcion) {
  const argumentos = [path.join(WORKSPACE_ROOT, 'tools/vite/pintar-en-jsdom.mjs'), archivo, ruta, ...(funcion ? [funcion] : [])];
  return JSON.parse(execFileSync(process.execPath, argumentos, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 }));
}

/**
 * A Vite plugin that, after a micro-frontend's build, builds its painting `entry` for Node and
 * hands the built file to `usar` (which paints with `pintarEnJsdom` and writes what it drew).
 * @param {{ nombre: string, projectRoot: string, entry: string, usar: (archivo: string) => void }} opciones
 */
export function pluginDePintado({ nombre, projectRoot, entry, usar }) {
  return {
    name: `recepcion:${nombre}`,
    apply: 'build',
    async closeBundle() {
      await construirParaNode({ projectRoot, entry, usar });
    },
  };
}
