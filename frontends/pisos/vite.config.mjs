import { defineConfig } from 'vite';
import { mfeConfig } from '../../tools/vite/mfe-config.mjs';

export default defineConfig(mfeConfig({ projectRoot: import.meta.dirname, name: 'pisos' }));
