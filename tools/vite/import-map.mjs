/**
 * Writes the shell's index.html: the native import map (every shared name → its file under
 * dist/web, with `?v=<content hash>` so caches never serve an old build) and the root config script;
 * and precargas.json, the modules each route of the layout needs (precargas.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calcularPrecargas } from './precargas.mjs';
import { MICRO_FRONTENDS, SHARED_LIBS, VENDOR_MODULES } from './shared-modules.mjs';

/** `?v=` for a built file: its content hash, or the given fallback when it is not built yet. */
function versionOf(file, fallback) {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10) : fallback;
}

/**
 * The import map object for the files under `webDist`. A library or micro-frontend with lazy
 * chunks is also mapped by its plain URL: its chunks import it relatively (`../portal.js`), and
 * must get the instance the page loaded by name (`…/portal.js?v=…`), not a second one.
 */
export function buildImportMap(webDist, fallbackVersion) {
  const imports = {};
  for (const { specifier, file } of [...VENDOR_MODULES, ...SHARED_LIBS, ...MICRO_FRONTENDS]) {
    imports[specifier] = `/${file}?v=${versionOf(path.join(webDist, file), fallbackVersion)}`;
  }
  for (const { specifier, file } of [...SHARED_LIBS, ...MICRO_FRONTENDS]) {
    if (existsSync(path.join(webDist, path.dirname(file), 'chunks'))) imports[`/${file}`] = imports[specifier];
  }
  return { imports };
}

/**
 * The root config, and with it every module, runs once the page's first frame is painted (a
 * visible page: the frame after the next animation frame; a hidden one at once, where animation
 * frames wait). What the HTML paints (a public page, a signed-in page's header) then shows before
 * the modules' work rather than after it. The route's preloads are fetched meanwhile, or, on a page
 * painted for a signed-in visitor, from then on (they wait in a template).
 */
function arranqueTrasElPrimerCuadro(rootConfigUrl) {
  const url = JSON.stringify(rootConfigUrl);
  return `<script type="module">
      const iniciar = () => {
        // A page painted for a signed-in visitor keeps its preloads here until now (modules/platform's precargas-de-ruta.ts).
        const precargas = document.getElementById('precargas-diferidas');
        if (precargas) document.head.append(precargas.content);
        return import(${url});
      };
      if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(iniciar));
      else iniciar();
    </script>`;
}

/**
 * Vite plugin for the shell build: after the root config is written, fills the template's
 * `<!-- import-map -->` and `<!-- root-config -->` markers and writes `webDist/index.html`, and
 * writes `webDist/precargas.json` for the routes of `layout` (the root config's single-spa layout).
 * @returns {import('vite').Plugin}
 */
export function shellIndexHtml({ template, webDist, rootConfig, fallbackVersion, layout }) {
  return {
    name: 'recepcion-shell-index-html',
    apply: 'build',
    async closeBundle() {
      const mapa = buildImportMap(webDist, fallbackVersion);
      const importMap = JSON.stringify(mapa, null, 2).replace(/</g, '\\u003c');
      const rootConfigUrl = `/${rootConfig}?v=${versionOf(path.join(webDist, rootConfig), fallbackVersion)}`;
      const html = readFileSync(template, 'utf8')
        .replace('<!-- import-map -->', `<script type="importmap">\n${importMap}\n    </script>`)
        .replace('<!-- root-config -->', arranqueTrasElPrimerCuadro(rootConfigUrl));
      writeFileSync(path.join(webDist, 'index.html'), html);
      const precargas = await calcularPrecargas({ webDist, layout, importMap: mapa, rootConfigUrl });
      writeFileSync(path.join(webDist, 'precargas.json'), `${JSON.stringify(precargas, null, 2)}\n`);
    },
  };
}
