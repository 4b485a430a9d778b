import { defineConfig } from 'vite';
import { mfeConfig } from '../../tools/vite/mfe-config.mjs';
import { paginasPublicas } from '../../tools/vite/paginas-publicas.mjs';

const base = mfeConfig({ projectRoot: import.meta.dirname, name: 'portal' });

export default defineConfig({
  ...base,
  plugins: [...base.plugins, paginasPublicas({ projectRoot: import.meta.dirname, entry: 'src/pintado/pintar-pagina-publica.ts', rutas: ['/', '/precios'] })],
});
