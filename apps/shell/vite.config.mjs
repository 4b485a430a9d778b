import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { shellIndexHtml } from '../../tools/vite/import-map.mjs';
import { WEB_DIST, WORKSPACE_ROOT, webLibConfig } from '../../tools/vite/mfe-config.mjs';
import { LAYOUT } from './src/layout.ts';

const base = webLibConfig({
  projectRoot: import.meta.dirname,
  entry: 'src/root-config.ts',
  outDir: 'shell',
  fileName: 'root-config.js',
  jsx: false,
});
const { version } = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8'));

export default defineConfig({
  ...base,
  plugins: [
    ...base.plugins,
    shellIndexHtml({
      template: path.join(import.meta.dirname, 'index.html'),
      webDist: WEB_DIST,
      rootConfig: 'shell/root-config.js',
      fallbackVersion: version,
      layout: LAYOUT,
    }),
  ],
});
