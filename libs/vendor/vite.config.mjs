/**
 * ONE multi-entry build for every shared third-party module, so they share chunks and the page
 * gets a single React instance. Entries are virtual modules generated here: React ships CommonJS
 * only, so each of its entries re-exports the keys read with require() at build time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { WEB_DIST } from '../../tools/vite/mfe-config.mjs';
import { precomprimir } from '../../tools/vite/precomprimir.mjs';
import { VENDOR_MODULES } from '../../tools/vite/shared-modules.mjs';
import { passThroughSource, reexportSource } from './src/reexport-source.mjs';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);

// Lib mode resolves entries as paths under root: the marker is found inside the resolved id.
const MARKER = 'vendor-entry:';
const VIRTUAL = `\0${MARKER}`;
const entries = Object.fromEntries(VENDOR_MODULES.map((m) => [path.basename(m.file, '.js'), `${MARKER}${m.specifier}`]));

/** @returns {import('vite').Plugin} */
function vendorEntries() {
  return {
    name: 'recepcion-vendor-entries',
    enforce: 'pre',
    resolveId(id) {
      const at = id.indexOf(MARKER);
      return at >= 0 && !id.startsWith(VIRTUAL) ? `${VIRTUAL}${id.slice(at + MARKER.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const specifier = id.slice(VIRTUAL.length);
      const module = VENDOR_MODULES.find((m) => m.specifier === specifier);
      return module?.cjs ? reexportSource(specifier, Object.keys(require(specifier))) : passThroughSource(specifier);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  plugins: [vendorEntries(), precomprimir()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: path.join(WEB_DIST, 'vendor'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: entries,
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
