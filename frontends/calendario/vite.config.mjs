import { defineConfig } from 'vite';
import { mfeConMarcosPintados } from '../../tools/vite/marcos-pintados.mjs';

export default defineConfig(mfeConMarcosPintados({ projectRoot: import.meta.dirname, name: 'calendario' }));
