/**
 * The guest's booking page: a standalone page (not a micro-frontend: no shell, no import map,
 * no React), built to dist/web/reservar/ (index.html and hashed assets under /reservar/assets/).
 * The API answers index.html for /reservar/{slug} and /reservar/{slug}/reserva/{token}.
 * Its stylesheet is written into index.html (one request less before the first paint); the
 * build's files get their .br/.gz copies like every web build.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import { WEB_DIST, WORKSPACE_ROOT } from '../../tools/vite/mfe-config.mjs';
import { precomprimir } from '../../tools/vite/precomprimir.mjs';

/** Workspace libraries bundled from source, as in tools/vite/mfe-config.mjs. */
const fuentes = {
  '@recepcion/contracts': path.join(WORKSPACE_ROOT, 'libs/contracts/src/index.ts'),
  '@recepcion/domain': path.join(WORKSPACE_ROOT, 'libs/domain/src/index.ts'),
};
const sinEfectos = Object.values(fuentes).map((entrada) => path.dirname(entrada) + path.sep);

/** Replaces the page's `<link rel="stylesheet">` by a `<style>` with its content, and drops the file. */
function estilosEnLinea() {
  return {
    name: 'reservar-estilos-en-linea',
    apply: 'build',
    enforce: 'post',
    generateBundle(_opciones, bundle) {
      const html = Object.values(bundle).find((f) => f.type === 'asset' && f.fileName === 'index.html');
      if (!html) return;
      let fuente = String(html.source);
      for (const [nombre, archivo] of Object.entries(bundle)) {
        if (archivo.type !== 'asset' || !nombre.endsWith('.css')) continue;
        const enlace = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${nombre.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
        if (!enlace.test(fuente)) continue;
        fuente = fuente.replace(enlace, () => `<style>${String(archivo.source).trim()}</style>`);
        delete bundle[nombre];
      }
      html.source = fuente;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/reservar/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [estilosEnLinea(), precomprimir()],
  resolve: { alias: fuentes },
  build: {
    outDir: path.join(WEB_DIST, 'reservar'),
    emptyOutDir: true,
    target: 'es2022',
    // One small script: nothing to preload, no polyfill (it would be an inline script, which the CSP refuses).
    modulePreload: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id, external) => external || !sinEfectos.some((dir) => id.startsWith(dir)) },
    },
  },
});
