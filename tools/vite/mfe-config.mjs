/**
 * Vite settings shared by every web build (libs/ui, libs/api-client, each micro-frontend):
 * library mode, one ES module, shared names left to the import map, contracts bundled.
 * See shared/notes/ui-build.md for why each setting is here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { esmExternalRequirePlugin } from 'vite';
import { precomprimir } from './precomprimir.mjs';
import { SHARED } from './shared-modules.mjs';

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(WORKSPACE_ROOT, 'dist/web');

/** Workspace libraries bundled into each build from source (they are not in the import map). */
export const bundledSources = {
  '@recepcion/contracts': path.join(WORKSPACE_ROOT, 'libs/contracts/src/index.ts'),
  '@recepcion/domain': path.join(WORKSPACE_ROOT, 'libs/domain/src/index.ts'),
};

/** Folders of `bundledSources`: modules without side effects. */
const sinEfectos = Object.values(bundledSources).map((entry) => path.dirname(entry) + path.sep);

/**
 * @param {object} options
 * @param {string} options.projectRoot   folder of the project (its vite.config directory)
 * @param {string} options.entry         entry file, relative to projectRoot
 * @param {string} options.outDir        output folder relative to dist/web (emptied on build)
 * @param {string} options.fileName      output file name, e.g. `portal.js`
 * @param {boolean} [options.jsx=true]   add the React plugin (automatic JSX runtime)
 * @returns {import('vite').UserConfig}
 */
export function webLibConfig({ projectRoot, entry, outDir, fileName, jsx = true }) {
  return {
    root: projectRoot,
    // Absolute URLs (`/frontends/x/chunk.js`) would break under a sub-path; chunks load relative.
    base: './',
    publicDir: false,
    logLevel: 'warn',
    plugins: [...(jsx ? [react()] : []), esmExternalRequirePlugin({ external: SHARED }), precomprimir()],
    resolve: { alias: bundledSources },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: path.join(WEB_DIST, outDir),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      lib: {
        entry: path.join(projectRoot, entry),
        formats: ['es'],
        fileName: () => fileName,
      },
      rolldownOptions: {
        // The bundled workspace sources are declarations only (no top-level statements): what a
        // build does not use of them is dropped instead of kept for possible side effects.
        treeshake: { moduleSideEffects: (id, external) => external || !sinEfectos.some((dir) => id.startsWith(dir)) },
        // What a lazy chunk shares with the entry stays in the entry, which the chunk imports
        // (`../portal.js`, mapped by the import map to the entry's versioned URL, so one instance).
        // Strict signatures put it in a third chunk, one more request on every page.
        preserveEntrySignatures: 'allow-extension',
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

/**
 * A micro-frontend: `frontends/<name>/src/<name>.tsx` exporting bootstrap, mount, unmount,
 * built to `dist/web/frontends/<name>/<name>.js`.
 */
export function mfeConfig({ projectRoot, name }) {
  return webLibConfig({
    projectRoot,
    entry: `src/${name}.tsx`,
    outDir: `frontends/${name}`,
    fileName: `${name}.js`,
  });
}
