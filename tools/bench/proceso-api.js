// The built API as a process of its own (`node apps/api/dist/main.js`), as `npm start` runs it: the
// benchmark client does not share its CPU, and its CPU time is read from /proc/<pid>/stat.
const { execFileSync, spawn } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { root } = require('./lib');
const { OPCIONES_NODE_API } = require('../start/opciones-node');

const esperar = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let ticks;
/** Clock ticks per second of /proc's CPU times (USER_HZ, nearly always 100). */
function ticksPorSegundo() {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** CPU time (user + system) a process has used, in ms; null when /proc cannot tell (not Linux, gone). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / ticksPorSegundo();
  } catch {
    return null;
  }
}

function puertoLibre() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API with `env` on top of this process's environment (no demo data, rate limits
 * raised: the benchmark signs up hotels and sends thousands of requests from one address).
 * `procesos` > 1: that many API processes on one port (node:cluster, as `npm start` on PostgreSQL);
 * `cpuMs` then adds up all of them.
 */
async function iniciarProcesoApi(env = {}, { procesos = 1 } = {}) {
  const puerto = await puertoLibre();
  const salida = [];
  const programa = procesos > 1 ? path.join(__dirname, 'api-en-procesos.js') : path.join(root, 'apps/api/dist/main.js');
  let pids = [];
  // As npm start runs them: api-en-procesos.js gives its workers the same flags.
  // BENCH_PERFIL=<folder>: every API process writes a V8 CPU profile there when it stops.
  const perfil = process.env.BENCH_PERFIL
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'perfil-cpu.js')}`, BENCH_PERFIL_DIR: path.resolve(process.env.BENCH_PERFIL) }
    : {};
  const hijo = spawn(process.execPath, procesos > 1 ? [programa] : [...OPCIONES_NODE_API, programa], {
    cwd: root,
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      RATE_LIMIT_NAMESPACE: `bench-${randomUUID()}-`,
      ...env,
      ...perfil,
      BENCH_PROCESOS: String(procesos),
      PORT: String(puerto),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guardar = (parte) => {
    salida.push(parte.toString());
    if (salida.length > 50) salida.shift();
  };
  hijo.stdout.on('data', (parte) => {
    const lista = /^procesos ([\d ]+)$/m.exec(parte.toString());
    if (lista) pids = lista[1].trim().split(' ').map(Number);
  });
  hijo.stdout.on('data', guardar);
  hijo.stderr.on('data', guardar);
  const url = `http://127.0.0.1:${puerto}`;
  const detener = async () => {
    if (hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise((resolve) => hijo.once('exit', resolve));
    hijo.kill('SIGTERM');
    const plazo = setTimeout(() => hijo.kill('SIGKILL'), 10_000);
    await salio;
    clearTimeout(plazo);
  };
  const hasta = Date.now() + 60_000;
  while (Date.now() < hasta) {
    if (hijo.exitCode !== null) throw new Error(`La API terminó (${hijo.exitCode}) antes de responder:\n${salida.join('')}`);
    try {
      if ((procesos === 1 || pids.length === procesos) && (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) {
        const todos = procesos === 1 ? [hijo.pid] : [hijo.pid, ...pids];
        const cpu = () => {
          let suma = 0;
          for (const pid of todos) {
            const ms = cpuMs(pid);
            if (ms === null) return null;
            suma += ms;
          }
          return suma;
        };
        return { url, pid: hijo.pid, procesos, cpuMs: cpu, detener };
      }
    } catch {
      // not listening yet
    }
    await esperar(100);
  }
  await detener();
  throw new Error(`GET /api/health no respondió 200 en 60 s:\n${salida.join('')}`);
}

module.exports = { iniciarProcesoApi, cpuMs, puertoLibre };
