import { defineConfig } from 'vite';
import { webLibConfig } from '../../tools/vite/mfe-config.mjs';

export default defineConfig(
  webLibConfig({
    projectRoot: import.meta.dirname,
    entry: 'src/index.ts',
    outDir: 'libs/session',
    fileName: 'index.js',
    jsx: false,
  }),
);
