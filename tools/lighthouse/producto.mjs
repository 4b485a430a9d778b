/**
 * The built product as `npm start` runs it (apps/api/dist/main.js, demo hotel seeded), on a scratch
 * embedded database in a temporary folder, on a free port of 127.0.0.1. Nothing else is needed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { OPCIONES_NODE_API } = require('../start/opciones-node.js');

/**
 * Starts it; resolves `{ url, demo: { email, password }, cerrar }` once it listens and the demo is
 * seeded. `uiDir`: another built UI to serve (UI_DIR) instead of dist/web.
 */
export async function iniciarProducto(root, { uiDir } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-datos-'));
  const hijo = spawn(process.execPath, [...OPCIONES_NODE_API, path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...(uiDir ? { UI_DIR: uiDir } : {}), DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cerrar = async () => {
    if (hijo.exitCode === null) {
      const fin = new Promise((resolve) => hijo.once('exit', resolve));
      hijo.kill('SIGTERM');
      await fin;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const salida = await new Promise((resolve, reject) => {
      let texto = '';
      hijo.stdout.on('data', (parte) => {
        texto += parte;
        // main.js prints the URL, then the demo logins, then an empty line.
        if (/Recepción está en http:\/\/localhost:\d+[\s\S]*hotel demo:.*\n[\s\S]*\n\n/.test(texto)) resolve(texto);
      });
      hijo.once('exit', (code) => reject(new Error(`La API terminó (${code}) antes de escuchar:\n${texto}`)));
    });
    const [, puerto] = salida.match(/http:\/\/localhost:(\d+)/);
    const [, email, password] = salida.match(/hotel demo:\s+(\S+) \/ (\S+)/);
    return { url: `http://127.0.0.1:${puerto}`, demo: { email, password }, cerrar };
  } catch (error) {
    await cerrar();
    throw error;
  }
}
