#!/usr/bin/env node
// `npm start`: build whatever is missing or stale (Nx caches the rest), then run the API, which
// serves the UI, the API and the live channel on port 3000 (PORT), on the embedded database unless
// DATABASE_URL is set. On PostgreSQL with Redis it runs one API process per core (WEB_CONCURRENCY
// to choose), sharing the port: sessions and lockouts live in the database, and rate limits and the
// live channel cross processes through Redis. The embedded database cannot be shared: one process.
const { spawnSync } = require('node:child_process');
const cluster = require('node:cluster');
const os = require('node:os');
const path = require('node:path');
const { OPCIONES_NODE_API } = require('./opciones-node');

const root = path.resolve(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };

/** How many API processes: see the header. */
function procesos() {
  const pedidos = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
  if (!process.env.DATABASE_URL) {
    if (pedidos > 1) process.stderr.write('WEB_CONCURRENCY se ignora con la base embebida: un solo proceso.\n');
    return 1;
  }
  if (!process.env.REDIS_URL) {
    if (pedidos > 1) process.stderr.write('WEB_CONCURRENCY necesita REDIS_URL (canal en vivo y límites entre procesos): un solo proceso.\n');
    return 1;
  }
  return pedidos > 0 ? pedidos : os.availableParallelism();
}

process.stdout.write('Preparando Recepción (compilando lo que falte)...\n');
const build = spawnSync(process.execPath, [require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (build.status !== 0) {
  process.stdout.write(build.stdout?.toString() ?? '');
  process.stderr.write('La compilación falló.\n');
  process.exit(build.status ?? 1);
}

const total = procesos();
cluster.setupPrimary({ exec: path.join(root, 'apps/api/dist/main.js'), execArgv: [...OPCIONES_NODE_API, ...process.execArgv], cwd: root, silent: false });
let cerrando = false;

/** One API process. The first one alone migrates the database and seeds the demo; the others start after it listens. */
function iniciar(primero) {
  // RECEPCION_PROCESOS: the processes share the database connections a machine's cores warrant.
  const worker = cluster.fork({ ...env, RECEPCION_PROCESOS: String(total), ...(primero ? {} : { SEED_DEMO: 'false', RECEPCION_PROCESO_ADICIONAL: 'true' }) });
  worker.on('exit', (code, signal) => {
    if (cerrando) return;
    if (total === 1) process.exit(code ?? (signal ? 1 : 0));
    process.stderr.write(`Un proceso de la API terminó (${signal ?? code}); se inicia otro.\n`);
    setTimeout(() => iniciar(false), 1000);
  });
  return worker;
}

const primero = iniciar(true);
if (total > 1) {
  primero.once('listening', () => {
    for (let i = 1; i < total; i++) iniciar(false);
    process.stdout.write(`Recepción corre en ${total} procesos de la API (WEB_CONCURRENCY).\n`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cerrando = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), 10_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}
