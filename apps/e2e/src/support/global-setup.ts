// One product server and one Chromium for every browser test file of the run (jest globalSetup
// of apps/e2e; global-teardown.ts stops them). The server has a database of its own and no demo
// hotel: the tests make their own hotels. Test files reach both through the environment
// (E2E_BASE_URL, E2E_WS_ENDPOINT, E2E_OPERADOR): see producto.ts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BrowserServer } from 'playwright-core';
import type { Cuenta } from './accounts';
import { launchBrowserServer } from './browser';
import { assertBuilt, type ProductServer, runCli, startProductServer } from './product-server';

export const PRODUCT_DOMAIN = 'hotel-e2e.test';

export interface Corrida {
  browser: BrowserServer;
  server?: ProductServer;
  /** Removes the server's database: a PostgreSQL database or the embedded one's folder. */
  removeDatabase(): Promise<void>;
}

declare global {
  var __RECEPCION_E2E__: Corrida | undefined;
}

export default async function globalSetup(): Promise<void> {
  // Tests sign up many users: cheap argon2id parameters (test-only, see README).
  process.env.ARGON2_COSTE ??= 'bajo';
  if (process.env.E2E_BASE_URL) {
    // A server of your own: only the browser is the run's.
    globalThis.__RECEPCION_E2E__ = { browser: await launchBrowserServer(), removeDatabase: async () => undefined };
    process.env.E2E_WS_ENDPOINT = globalThis.__RECEPCION_E2E__.browser.wsEndpoint();
    return;
  }
  assertBuilt();
  const [lanzado, iniciado] = await Promise.allSettled([launchBrowserServer(), startRunServer()]);
  if (lanzado.status === 'rejected' || iniciado.status === 'rejected') {
    // jest skips the teardown when the setup fails: stop whichever half did start.
    if (lanzado.status === 'fulfilled') await lanzado.value.close();
    if (iniciado.status === 'fulfilled') {
      await iniciado.value.server.stop();
      await iniciado.value.removeDatabase();
    }
    throw lanzado.status === 'rejected' ? lanzado.reason : (iniciado as PromiseRejectedResult).reason;
  }
  const browser = lanzado.value;
  const producto = iniciado.value;
  globalThis.__RECEPCION_E2E__ = { browser, ...producto };
  process.env.E2E_WS_ENDPOINT = browser.wsEndpoint();
  process.env.E2E_BASE_URL = producto.server.baseUrl;
  process.env.E2E_PRODUCT_DOMAIN = PRODUCT_DOMAIN;
  process.env.E2E_OPERADOR = JSON.stringify(producto.operador);
}

async function startRunServer(): Promise<{ server: ProductServer; operador: Cuenta; removeDatabase(): Promise<void> }> {
  // On PostgreSQL (DATABASE_URL, not the suite's own embedded PGlite) a new database; otherwise the
  // server's own embedded one in a temporary folder, as `npm start` keeps it.
  const postgres = process.env.RECEPCION_DB_EMBEBIDA ? undefined : process.env.DATABASE_URL || undefined;
  const database = postgres ? await newPostgresDatabase(postgres) : newDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir,
    SEED_DEMO: 'false',
    PRODUCT_DOMAIN,
    LOG_LEVEL: 'warn',
    // Every test file signs hotels up from 127.0.0.1: the per-address limits would stop the run.
    RATE_LIMIT_MULTIPLIER: '100',
  };
  try {
    // Before the server: the embedded database serves one process at a time.
    const operador: Cuenta = { email: `operador@${PRODUCT_DOMAIN}`, password: 'operador-e2e-1', nombre: 'Operador E2E', hotel: 'Operaciones' };
    await runCli(['create-operator', '--email', operador.email, '--nombre', operador.nombre, '--password', operador.password], env);
    const server = await startProductServer(env, database.dataDir);
    try {
      await configurarHotelDe(server.baseUrl, operador);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return { server, operador, removeDatabase: database.remove };
  } catch (error) {
    await database.remove();
    throw error;
  }
}

interface Database {
  url?: string;
  dataDir?: string;
  remove(): Promise<void>;
}

function newDataDir(): Database {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-e2e-'));
  return { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function newPostgresDatabase(adminUrl: string): Promise<Database> {
  const name = `recepcion_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async remove() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The CLI gives a new operator a hotel of its own; set it up as sign-up's next step would. */
async function configurarHotelDe(baseUrl: string, cuenta: Cuenta): Promise<void> {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion' };
  const login = await fetch(`${baseUrl}/api/Cuenta/Login`, { method: 'POST', headers, body: JSON.stringify({ email: cuenta.email, password: cuenta.password }) });
  if (login.status !== 200) throw new Error(`The operator's login answered ${login.status}: ${await login.text()}`);
  const { hotel_id: hotelId } = (await login.json()) as { hotel_id: number };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const configurar = await fetch(`${baseUrl}/api/Cuenta/Configurar`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 3 }),
  });
  if (configurar.status !== 200) throw new Error(`Configurar answered ${configurar.status}: ${await configurar.text()}`);
}
