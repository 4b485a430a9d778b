import { defineConfig } from 'vite';
import { marcosPintados } from '../../tools/vite/marcos-pintados.mjs';
import { mfeConfig } from '../../tools/vite/mfe-config.mjs';

const base = mfeConfig({ projectRoot: import.meta.dirname, name: 'maestros' });

export default defineConfig({
  ...base,
  plugins: [...base.plugins, marcosPintados({ projectRoot: import.meta.dirname, name: 'maestros', entry: 'src/pintado/pintar-marcos.ts' })],
});
