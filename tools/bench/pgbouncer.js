// A throwaway PgBouncer in transaction pooling mode in front of a PostgreSQL URL, for the tests and
// the benchmarks: its own pgbouncer.ini and userlist in a temporary folder, on a free port, never
// the system service's configuration. As root it drops to the `postgres` user (pgbouncer refuses
// to run as root).
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { puertoLibre } = require('./proceso-api');

const BINARIOS = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** The pgbouncer binary, or null when it is not installed. */
function binarioPgbouncer() {
  return BINARIOS.find((b) => existsSync(b)) ?? null;
}

/** `[mayor, menor]` of the installed pgbouncer (1.18 on Debian 12). */
function versionPgbouncer(binario = binarioPgbouncer()) {
  const texto = execFileSync(binario, ['--version']).toString();
  const [, mayor, menor] = /PgBouncer (\d+)\.(\d+)/.exec(texto) ?? [];
  return [Number(mayor), Number(menor)];
}

/** Named prepared statements survive transaction pooling from 1.21 on (`max_prepared_statements`). */
function guardaSentenciasConNombre(version) {
  return version[0] > 1 || (version[0] === 1 && version[1] >= 21);
}

const esperar = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts PgBouncer in front of `databaseUrl`'s server (any database name passes through).
 * `tamano`: server connections per database and user. Answers `url(databaseUrl)` (the same database
 * through PgBouncer), `version`, `sentencias` (the DATABASE_SENTENCIAS it needs) and `detener()`.
 */
async function iniciarPgbouncer(databaseUrl, { tamano = 20 } = {}) {
  const binario = binarioPgbouncer();
  if (!binario) throw new Error('pgbouncer no está instalado (apt-get install -y pgbouncer)');
  const version = versionPgbouncer(binario);
  const destino = new URL(databaseUrl);
  const usuario = decodeURIComponent(destino.username || 'postgres');
  const puerto = await puertoLibre();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  const comoRoot = process.getuid?.() === 0;
  // The postgres user reads the files it is given.
  if (comoRoot) chmodSync(dir, 0o755);
  const ini = [
    '[databases]',
    `* = host=${destino.hostname || '127.0.0.1'} port=${destino.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${puerto}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${tamano}`,
    'min_pool_size = 0',
    // What node-postgres may send at start-up that PgBouncer would otherwise refuse.
    'ignore_startup_parameters = extra_float_digits,options,statement_timeout',
    ...(guardaSentenciasConNombre(version) ? ['max_prepared_statements = 500'] : []),
    // Its console (the `pgbouncer` database) answers SHOW STATS to this user.
    `admin_users = ${usuario}`,
    'log_connections = 0',
    'log_disconnections = 0',
  ].join('\n');
  writeFileSync(path.join(dir, 'pgbouncer.ini'), `${ini}\n`);
  writeFileSync(path.join(dir, 'userlist.txt'), `"${usuario}" ""\n`);
  const args = [...(comoRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')];
  const hijo = spawn(binario, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const salida = [];
  const guardar = (parte) => {
    salida.push(parte.toString());
    if (salida.length > 50) salida.shift();
  };
  hijo.stdout.on('data', guardar);
  hijo.stderr.on('data', guardar);
  const detener = async () => {
    if (hijo.exitCode === null && hijo.signalCode === null) {
      const salio = new Promise((resolve) => hijo.once('exit', resolve));
      hijo.kill('SIGINT');
      const plazo = setTimeout(() => hijo.kill('SIGKILL'), 5000);
      await salio;
      clearTimeout(plazo);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const hasta = Date.now() + 10_000;
  for (;;) {
    if (hijo.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer terminó (${hijo.exitCode}) al iniciar:\n${salida.join('')}`);
    }
    const escucha = await new Promise((resolve) => {
      const s = net.connect(puerto, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (escucha) break;
    if (Date.now() > hasta) {
      await detener();
      throw new Error(`pgbouncer no escuchó en 10 s:\n${salida.join('')}`);
    }
    await esperar(50);
  }
  const url = (base = databaseUrl) => {
    const u = new URL(base);
    u.hostname = '127.0.0.1';
    u.port = String(puerto);
    u.searchParams.delete('host');
    return u.toString();
  };
  return {
    puerto,
    version: version.join('.'),
    sentencias: guardaSentenciasConNombre(version) ? 'con-nombre' : 'sin-nombre',
    url,
    pid: hijo.pid,
    ultimaSalida: () => salida.join(''),
    detener,
  };
}

module.exports = { binarioPgbouncer, iniciarPgbouncer };
