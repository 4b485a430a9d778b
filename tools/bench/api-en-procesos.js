// The built API in BENCH_PROCESOS processes sharing one port through node:cluster, as `npm start`
// runs it on PostgreSQL with Redis (tools/start/start.js, without its build step): the first one
// migrates, the others start once it listens. Prints `procesos <pid> <pid> ...` when all listen.
const cluster = require('node:cluster');
const path = require('node:path');
const { OPCIONES_NODE_API } = require('../start/opciones-node');

const total = Math.max(1, Number(process.env.BENCH_PROCESOS ?? 2));
cluster.setupPrimary({ exec: path.join(__dirname, '../../apps/api/dist/main.js'), execArgv: [...OPCIONES_NODE_API, ...process.execArgv], silent: false });
const pids = [];
const escuchando = (worker) =>
  worker.once('listening', () => {
    pids.push(worker.process.pid);
    if (pids.length === total) process.stdout.write(`procesos ${pids.join(' ')}\n`);
  });
const primero = cluster.fork({ RECEPCION_PROCESOS: String(total) });
escuchando(primero);
primero.once('listening', () => {
  for (let i = 1; i < total; i++) escuchando(cluster.fork({ RECEPCION_PROCESOS: String(total), RECEPCION_PROCESO_ADICIONAL: 'true' }));
});
cluster.on('exit', (worker, code, signal) => {
  process.stderr.write(`Un proceso de la API terminó (${signal ?? code}).\n`);
  process.exit(1);
});
process.on('SIGTERM', () => {
  cluster.removeAllListeners('exit');
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  let vivos = total;
  cluster.on('exit', () => --vivos === 0 && process.exit(0));
});
