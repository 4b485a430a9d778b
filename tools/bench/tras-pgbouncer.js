#!/usr/bin/env node
// Creates/s and the calendar month's p95 with 1 and 2 API processes behind PgBouncer (transaction
// pooling), beside the same straight to PostgreSQL, named and unnamed statements: what the pooler
// and DATABASE_SENTENCIAS=sin-nombre cost. Every configuration runs on one scratch database of
// the benchmark's own (dropped at the end), each with a new 80-room hotel for the creates and the
// same booked month for the calendar. Per create: the CPU of the API processes, of PostgreSQL's
// backends and of PgBouncer.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test [REDIS_URL=...] node tools/bench/tras-pgbouncer.js
// BENCH_SEGUNDOS (default 5), BENCH_VECES (default 3; medians). `npm run bench` runs it (todo.js).
const os = require('node:os');
const { performance } = require('node:perf_hooks');
const { hotelDePrueba, sembrarReservas, reservasLibres, dia, percentil } = require('./lib');
const { navegadorRapido, conexionesCrudas, cargar } = require('./carga');
const { iniciarProcesoApi, cpuMs } = require('./proceso-api');
const { crearBaseDeBench, backendsDe } = require('./base-de-bench');
const { binarioPgbouncer, iniciarPgbouncer } = require('./pgbouncer');

const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 5);
const VECES = Number(process.env.BENCH_VECES ?? 3);
const INICIO_MES = '2031-03-01';
const log = (texto) => process.stderr.write(`[tras-pgbouncer] ${texto}\n`);
const mediana = (valores) => percentil([...valores].sort((a, b) => a - b), 50);

/** The configurations, in the order they run. */
const CONFIGURACIONES = [
  { nombre: 'PostgreSQL directo, con nombre', procesos: 1, pgbouncer: false, sentencias: 'con-nombre' },
  { nombre: 'PostgreSQL directo, sin nombre', procesos: 1, pgbouncer: false, sentencias: 'sin-nombre' },
  { nombre: 'PgBouncer', procesos: 1, pgbouncer: true },
  { nombre: 'PostgreSQL directo, con nombre', procesos: 2, pgbouncer: false, sentencias: 'con-nombre' },
  { nombre: 'PgBouncer', procesos: 2, pgbouncer: true },
];

/** 16 clients creating free bookings for SEGUNDOS, VECES times (after one untimed load); the medians, and CPU per create. */
async function creaciones(api, base, pgbouncer) {
  const h = await hotelDePrueba(api.url, 80);
  const nav = navegadorRapido(api.url, { conexiones: 16 });
  await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
  const crudo = conexionesCrudas(api.url, nav.cookie());
  const estadias = reservasLibres(h, '2030-01-01');
  const corridas = [];
  for (let v = 0; v <= VECES; v++) {
    const pids = await backendsDe(base.admin, base.nombre);
    const pg0 = new Map(pids.map((pid) => [pid, cpuMs(pid) ?? 0]));
    const api0 = api.cpuMs();
    const pgb0 = pgbouncer ? cpuMs(pgbouncer.pid) : null;
    const r = await cargar({ clientes: 16, segundos: SEGUNDOS, pedido: (k, i) => crudo.pedir(k, 'POST', '/api/ReservasB', estadias.reserva(k, i)) });
    estadias.siguienteCarga();
    const pids1 = await backendsDe(base.admin, base.nombre);
    const pgCpu = pids1.reduce((s, pid) => s + (cpuMs(pid) ?? 0) - (pg0.get(pid) ?? 0), 0);
    if (r.errores.length) log(`${r.errores.length} respuestas no 2xx (${r.errores[0].slice(0, 200)})`);
    // The first load warms pools, caches and the JIT: not counted.
    if (v > 0) corridas.push({ ...r, api: (api.cpuMs() - api0) / r.n, pg: pgCpu / r.n, pgbouncer: pgbouncer ? (cpuMs(pgbouncer.pid) - pgb0) / r.n : null });
  }
  crudo.cerrar();
  nav.cerrar();
  const m = (campo) => mediana(corridas.map((c) => c[campo]));
  return { porSegundo: m('porSegundo'), p95: m('p95'), apiCpu: m('api'), pgCpu: m('pg'), pgbouncerCpu: pgbouncer ? m('pgbouncer') : null };
}

/** The calendar's month window (GET /api/Calendario/{fecha}?dias=31) of the booked hotel, one client. */
async function calendarioMes(api, email) {
  const nav = navegadorRapido(api.url, { conexiones: 1 });
  await nav.json('POST', '/api/Cuenta/Login', { email, password: 'bench1234' });
  const pedir = (i) => nav.pedir('GET', `/api/Calendario/${dia(INICIO_MES, i % 7)}?dias=31`);
  for (let i = 0; i < 20; i++) await pedir(i);
  const corridas = [];
  for (let v = 0; v < VECES; v++) corridas.push(await cargar({ clientes: 1, segundos: SEGUNDOS / 2, pedido: (_, i) => pedir(i) }));
  nav.cerrar();
  return { p50: mediana(corridas.map((c) => c.p50)), p95: mediana(corridas.map((c) => c.p95)) };
}

async function medirTrasPgbouncer({ databaseUrl = process.env.DATABASE_URL, redisUrl = process.env.REDIS_URL } = {}) {
  if (!databaseUrl) return { omitido: 'needs DATABASE_URL (PostgreSQL)' };
  if (!binarioPgbouncer()) return { omitido: 'pgbouncer not installed (apt-get install -y pgbouncer)' };
  const base = await crearBaseDeBench(databaseUrl);
  base.admin = databaseUrl;
  const filas = [];
  let pgbouncer;
  try {
    // PgBouncer's pool: as many server connections as one process's default pool on this machine.
    pgbouncer = await iniciarPgbouncer(base.url, { tamano: Math.max(4, 4 * os.availableParallelism()) });
    const envBase = { DATABASE_URL: base.url, REDIS_URL: redisUrl ?? '' };
    // The month the calendar reads, booked once (straight to PostgreSQL).
    const sembradora = await iniciarProcesoApi(envBase);
    let email;
    try {
      const h = await hotelDePrueba(sembradora.url, 80);
      const t0 = performance.now();
      const n = await sembrarReservas(h, 1, INICIO_MES);
      log(`sembradas ${n} reservas en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      email = h.email;
    } finally {
      await sembradora.detener();
    }
    for (const c of CONFIGURACIONES) {
      const env = c.pgbouncer
        ? { ...envBase, DATABASE_URL: pgbouncer.url(base.url), DATABASE_SENTENCIAS: pgbouncer.sentencias }
        : { ...envBase, DATABASE_SENTENCIAS: c.sentencias };
      const nombre = `${c.pgbouncer ? `PgBouncer ${pgbouncer.version} (${pgbouncer.sentencias})` : c.nombre}, ${c.procesos} API process${c.procesos > 1 ? 'es' : ''}`;
      log(nombre);
      const api = await iniciarProcesoApi(env, { procesos: c.procesos });
      try {
        const creadas = await creaciones(api, base, c.pgbouncer ? pgbouncer : null);
        const mes = await calendarioMes(api, email);
        filas.push({ nombre, ...creadas, calendarioP50: mes.p50, calendarioP95: mes.p95 });
      } finally {
        await api.detener();
      }
    }
  } finally {
    await pgbouncer?.detener();
    await base.borrar().catch(() => undefined);
  }
  return { filas, carga: os.loadavg()[0] };
}

const ms = (n) => (n === null ? '—' : `${n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n)} ms`);

/** The measures as markdown rows: configuration | creates/s | CPU per create | calendar p95. */
function tablaTrasPgbouncer({ filas }) {
  return [
    '| configuration | creates/s, 16 clients (p95) | CPU per create: API / PostgreSQL / PgBouncer | calendar month p50 / p95 |',
    '| --- | --- | --- | --- |',
    ...filas.map(
      (f) => `| ${f.nombre} | ${Math.round(f.porSegundo).toLocaleString('en-US')}/s (${ms(f.p95)}) | ${ms(f.apiCpu)} / ${ms(f.pgCpu)} / ${ms(f.pgbouncerCpu)} | ${ms(f.calendarioP50)} / ${ms(f.calendarioP95)} |`,
    ),
  ].join('\n');
}

module.exports = { medirTrasPgbouncer, tablaTrasPgbouncer };

if (require.main === module) {
  medirTrasPgbouncer()
    .then((r) => {
      if (r.omitido) console.log(`skipped: ${r.omitido}`);
      else console.log(`${tablaTrasPgbouncer(r)}\n\nload average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
