#!/usr/bin/env node
// `npm run bench`: every benchmark of tools/bench in one run, one markdown table (measure | value |
// target, the performance targets), printed and written to tmp/bench.md. Needs the build
// (`npm run build`). On PostgreSQL (DATABASE_URL) the API runs on a scratch database of its own,
// dropped at the end; with REDIS_URL the live update between two processes is measured too;
// without DATABASE_URL everything runs on embedded PGlite and the PostgreSQL rows say so.
// Figures are medians of three runs where a run is cheap (BENCH_VECES).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench
// BENCH_SEGUNDOS: seconds of each timed load (default 5); BENCH_MESES: months booked in the hotel
// the reads are measured on (default 3: 80 rooms, about 800 reservations a month).
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { hotelDePrueba, sembrarReservas, reserva, reservasLibres, dia, percentil, root } = require('./lib');
const { navegadorRapido, conexionesCrudas, cargar } = require('./carga');
const { iniciarProcesoApi, cpuMs } = require('./proceso-api');
const { crearBaseDeBench, backendsDe } = require('./base-de-bench');
const { hayPgbench, sesionPgbench } = require('./pgbench');
const { velocidadMaquina } = require('./velocidad');

const VECES = Number(process.env.BENCH_VECES ?? 3);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 5);
const MESES = Number(process.env.BENCH_MESES ?? 3);
// The reads' hotel is booked from the current month, so the calendar page opens on its stays.
const hoy = new Date();
const INICIO_LECTURAS = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), 1)).toISOString().slice(0, 10);

const filas = [];
const notas = [];
const fila = (medida, valor, objetivo = '—') => filas.push({ medida, valor, objetivo });
const log = (texto) => process.stderr.write(`[bench] ${texto}\n`);

const mediana = (valores) => percentil([...valores].sort((a, b) => a - b), 50);
const entero = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

// BENCH_SOLO=creates,pgbench,... runs only the steps whose name contains one of the words.
const SOLO = (process.env.BENCH_SOLO ?? '').split(',').map((p) => p.trim()).filter(Boolean);

/** Runs `fn`; a failure becomes a row's value and a note, and the other measures go on. */
async function paso(nombre, fn) {
  if (SOLO.length && !SOLO.some((p) => nombre.includes(p))) return;
  log(nombre);
  const t = performance.now();
  try {
    await fn();
  } catch (error) {
    fila(nombre, `error: ${String(error.message ?? error).split('\n')[0].slice(0, 120)}`);
    notas.push(`${nombre}: ${error.stack ?? error}`);
  }
  log(`${nombre}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** A benchmark file another part of the work adds: pending until it is there. */
function pendiente(archivo) {
  if (existsSync(path.join(__dirname, archivo))) return false;
  fila(archivo, 'pendiente', '—');
  notas.push(`tools/bench/${archivo} no existe todavía: pendiente.`);
  return true;
}

/** `node tools/bench/<archivo>` as a child process; answers its stdout. */
function ejecutarScript(archivo, env) {
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, [path.join(__dirname, archivo)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    let errores = '';
    hijo.stdout.on('data', (p) => (salida += p));
    hijo.stderr.on('data', (p) => (errores += p));
    hijo.on('exit', (code) => (code === 0 ? resolve(salida) : reject(new Error(`${archivo} terminó con ${code}:\n${errores.slice(-2000)}`))));
  });
}

/** CPU ms of several processes by pid (pids gone count as 0). */
const cpuDe = (pids) => new Map(pids.map((pid) => [pid, cpuMs(pid) ?? 0]));

async function reservasPorSegundo({ api, crudo, clientes, estadias, base }) {
  const pidsAntes = base ? await backendsDe(base.admin, base.nombre) : [];
  const pg0 = cpuDe(pidsAntes);
  const api0 = api.cpuMs();
  const cliente0 = process.cpuUsage();
  const r = await cargar({
    clientes,
    segundos: SEGUNDOS,
    // Each client walks its own five rooms and dates: every request is a real, free booking.
    pedido: (k, i) => crudo.pedir(k, 'POST', '/api/ReservasB', estadias.reserva(k, i)),
  });
  estadias.siguienteCarga();
  const apiCpu = api0 === null ? null : api.cpuMs() - api0;
  const cliente = process.cpuUsage(cliente0);
  log(`cliente: ${((cliente.user + cliente.system) / 1000 / r.n).toFixed(3)} ms por pedido`);
  let pgCpu = null;
  if (base) {
    const pg1 = cpuDe(await backendsDe(base.admin, base.nombre));
    pgCpu = [...pg1].reduce((s, [pid, t]) => s + t - (pg0.get(pid) ?? 0), 0);
  }
  if (r.errores.length) notas.push(`creaciones con ${clientes} clientes: ${r.errores.length} respuestas no 2xx (${r.errores[0]})`);
  return { ...r, apiCpuPorReserva: apiCpu === null ? null : apiCpu / r.n, pgCpuPorReserva: pgCpu === null ? null : pgCpu / r.n };
}

/**
 * Creates at 1 and 16 clients, VECES times. `despues`, when given, runs after each 16-client load
 * (pgbench: each ratio then compares two measures taken side by side, not two blocks of runs a
 * minute apart on a machine whose speed drifts). Answers the 16-client rates, one per run.
 */
async function creaciones(api, base, titulo = '', despues) {
  const h = await hotelDePrueba(api.url, 80);
  const nav = navegadorRapido(api.url, { conexiones: 16 });
  await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
  // Warm-up: pooled connections, caches, the JIT.
  const crudo = conexionesCrudas(api.url, nav.cookie());
  await Promise.all(Array.from({ length: 16 }, (_, k) => crudo.pedir(k, 'POST', '/api/ReservasB', reserva(h, h.rooms[k].Id, '2029-12-01', '2029-12-03'))));
  const estadias = reservasLibres(h, '2030-01-01');
  // And one untimed load at 16 clients: the first timed one came out slower than the next ones.
  await reservasPorSegundo({ api, crudo, clientes: 16, estadias, base });
  const uno = [];
  const dieciseis = [];
  for (let v = 0; v < VECES; v++) {
    if (!titulo) uno.push(await reservasPorSegundo({ api, crudo, clientes: 1, estadias, base }));
    dieciseis.push(await reservasPorSegundo({ api, crudo, clientes: 16, estadias, base }));
    if (despues) await despues();
  }
  crudo.cerrar();
  nav.cerrar();
  const m = (lista, campo) => mediana(lista.map((x) => x[campo]));
  if (!titulo) fila('reservation creates/s through the API, 1 client', `${entero(m(uno, 'porSegundo'))}/s (p50 ${ms(m(uno, 'p50'))})`);
  fila(`reservation creates/s through the API, 16 clients${titulo}`, `${entero(m(dieciseis, 'porSegundo'))}/s (p50 ${ms(m(dieciseis, 'p50'))}, p95 ${ms(m(dieciseis, 'p95'))})`, '≥ 1,000/s');
  const apiCpu = m(dieciseis, 'apiCpuPorReserva');
  const pgCpu = base ? m(dieciseis, 'pgCpuPorReserva') : null;
  fila(
    `CPU per create (16 clients${titulo}): API process${titulo ? 'es' : ''} / PostgreSQL backends`,
    `${apiCpu === null ? 'n/a (no /proc)' : ms(apiCpu)} / ${pgCpu === null ? 'n/a (PGlite runs in the API process)' : ms(pgCpu)}`,
    '≤ 1 ms / ≤ 0.5 ms',
  );
  return dieciseis.map((x) => x.porSegundo);
}

async function lecturas(api) {
  const h = await hotelDePrueba(api.url, 80);
  const t0 = performance.now();
  const n = await sembrarReservas(h, MESES, INICIO_LECTURAS);
  log(`sembradas ${n} reservas (${MESES} meses, 80 habitaciones) en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const nav = navegadorRapido(api.url, { conexiones: 32 });
  await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
  const dias = MESES * 30;
  const ventana = (i) => dia(INICIO_LECTURAS, (i * 7) % Math.max(1, dias - 31));
  const calendario = (i) => nav.pedir('GET', `/api/Calendario/${ventana(i)}?dias=31`);
  // The list as the screen reads it: a page of 50 with the totals when the API pages it, else whole.
  const filtro = (i) => ({ Desde: ventana(i), Hasta: dia(ventana(i), 31), ClienteId: null, Anulados: false });
  const paginado = (await nav.pedir('POST', '/api/ReservasB/ListadoReservas/Paginado?pagina=1&tamano=50', filtro(0))).status === 200;
  const listado = (i) =>
    paginado ? nav.pedir('POST', '/api/ReservasB/ListadoReservas/Paginado?pagina=1&tamano=50', filtro(i)) : nav.pedir('POST', '/api/ReservasB/ListadoReservas', filtro(i));
  await calendario(0);

  // The month window's answer, as it travels and as JSON.
  const comprimida = await calendario(1);
  const plano = navegadorRapido(api.url, { conexiones: 1, aceptaCodificacion: 'identity' });
  await plano.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
  const json = await plano.pedir('GET', `/api/Calendario/${ventana(1)}?dias=31`);
  plano.cerrar();
  const mes = [];
  for (let v = 0; v < VECES; v++) mes.push(await cargar({ clientes: 1, segundos: SEGUNDOS / 2, pedido: (_, i) => calendario(i) }));
  const m = (lista, campo) => mediana(lista.map((x) => x[campo]));
  fila(
    'calendar month answer (GET /api/Calendario/{fecha}?dias=31, one client)',
    `p50 ${ms(m(mes, 'p50'))}, p95 ${ms(m(mes, 'p95'))}; ${kb(json.cuerpo.length)} JSON, ${kb(comprimida.cuerpo.length)} ${comprimida.headers['content-encoding'] ?? 'uncompressed'}`,
    'p95 ≤ 20 ms, compressed',
  );

  const mixtas = [];
  for (let v = 0; v < VECES; v++) {
    const r = await cargar({ clientes: 32, segundos: SEGUNDOS, pedido: (k, i) => ((k + i) % 2 ? calendario(k * 31 + i) : listado(k * 31 + i)) });
    if (r.errores.length) notas.push(`lecturas mixtas: ${r.errores.length} respuestas no 2xx (${r.errores[0].slice(0, 200)})`);
    mixtas.push(r);
  }
  nav.cerrar();
  fila(`mixed reads under load (calendar month + reservation list${paginado ? ', its first page of 50' : ', whole month'}, 32 connections)`, `${entero(m(mixtas, 'porSegundo'))} req/s, p99 ${ms(m(mixtas, 'p99'))}`, '≥ 400 req/s, p99 ≤ 250 ms');
  return h;
}

/** The booking page's availability search and a room's iCalendar feed, 16 clients without a session. */
async function motorYCanales(api) {
  const { motorYCanales: medir } = require('./motor-y-canales');
  // From tomorrow: a guest cannot search the past.
  const r = await medir(api.url, { segundos: SEGUNDOS, veces: VECES, inicio: dia(new Date().toISOString().slice(0, 10), 1) });
  const m = (lista, campo) => mediana(lista.map((x) => x[campo]));
  for (const [lista, nombre] of [
    [r.busquedas, 'busquedas'],
    [r.feeds, 'feeds'],
  ]) {
    const errores = lista.flatMap((x) => x.errores);
    if (errores.length) notas.push(`${nombre}: ${errores.length} respuestas no 2xx (${errores[0].slice(0, 200)})`);
  }
  fila('booking page availability searches (GET /api/Publico/{slug}/Disponibilidad, 80 rooms, 16 clients)', `${entero(m(r.busquedas, 'porSegundo'))}/s (p50 ${ms(m(r.busquedas, 'p50'))}, p95 ${ms(m(r.busquedas, 'p95'))})`, '—');
  fila("a room's iCalendar feed polled by channels (GET /ical/{token}.ics, 16 clients)", `${entero(m(r.feeds, 'porSegundo'))}/s (p50 ${ms(m(r.feeds, 'p50'))}, p95 ${ms(m(r.feeds, 'p95'))})`, '—');
}

async function bytesDeLaPagina(api, h) {
  const { bytesCalendario } = require('./bytes-calendario');
  const { primera, segunda } = await bytesCalendario(api.url, h.email);
  fila(
    'calendar page on the wire, first load (Chromium, empty cache)',
    `${kb(primera.bytes)} in ${primera.pedidos} requests (API ${kb(primera.api)}; ${primera.codificaciones.join('/') || 'no compression'}; asked: ${primera.aceptaCodificacion || '?'})`,
    '≤ 180 KB',
  );
  fila('calendar page on the wire, second visit', `${kb(segunda.bytes)} in ${segunda.pedidos} requests (API ${kb(segunda.api)})`, 'hashed assets from cache');
}

async function sentencias(env) {
  // Its own API child process (it counts the pg client's calls): run it as a script.
  const salida = await ejecutarScript('sentencias-por-reserva.js', env);
  const linea = salida.split('\n').find((l) => /^16 clientes/.test(l.trim()));
  const numeros = linea?.match(/-?\d+(\.\d+)?/g)?.slice(1).map(Number);
  if (!numeros || numeros.length < 4) throw new Error(`salida no reconocida:\n${salida}`);
  // 16, rate, statements, round trips, transactions, CPU API, CPU PostgreSQL (per create).
  const [, sent, idas, tx] = numeros;
  fila('statements / round trips / transactions per create (16 clients)', `${sent.toFixed(1)} / ${idas.toFixed(1)} / ${tx.toFixed(1)}`, '≤ 5 / ≤ 5 / 1');
  const edicion = salida.split('\n').find((l) => /^ediciones/.test(l.trim()))?.match(/-?\d+(\.\d+)?/g)?.map(Number);
  // rate, statements, round trips, transactions (each with the waiting list's and channels' reads after the COMMIT).
  if (edicion && edicion.length >= 4) fila('edits/s, 1 client (an edge drag), and statements / round trips per edit', `${edicion[0].toFixed(0)}/s; ${edicion[1].toFixed(1)} / ${edicion[2].toFixed(1)}`, '—');
}

/** The calendar's month as the hotel stood at a past moment: its own hotel of three years, in a child process. */
async function calendarioALas(env) {
  const salida = await ejecutarScript('calendario-a-las.js', { ...env, BENCH_EN_ESTA_BASE: '1' });
  const tiempos = /mediana ([\d.]+) ms, p95 ([\d.]+) ms/.exec(salida);
  const sembradas = /sembradas (\d+) reservas \((\d+) meses/.exec(salida);
  if (!tiempos || !sembradas) throw new Error(`salida no reconocida:\n${salida}`);
  fila(
    `calendar month as of a past moment (GET /api/Calendario/{fecha}?dias=31&aLas=, 80 rooms, ${entero(Number(sembradas[1]))} reservations over ${sembradas[2]} months)`,
    `p50 ${ms(Number(tiempos[1]))}, p95 ${ms(Number(tiempos[2]))}`,
    'p95 ≤ 300 ms',
  );
}

async function listadoReservas() {
  const { medirListadoReservas } = require('./listado-reservas');
  const r = await medirListadoReservas({});
  fila(
    `reservation list, page of 50 with totals (${entero(r.enElFiltro)} reservations in the filter)`,
    `first page p50 ${ms(r.primeraPagina.mediana)}, p95 ${ms(r.primeraPagina.p95)}; middle page p95 ${ms(r.paginaDelMedio.p95)}; ${kb(r.kbPagina * 1024)} JSON`,
  );
  fila('reservation list in one answer (ListadoReservas, same filter)', `p50 ${ms(r.completo.mediana)}, p95 ${ms(r.completo.p95)}; ${kb(r.kbCompleto * 1024)} JSON`);
}

async function replay(databaseUrl) {
  const { medirReplay } = require('./replay');
  const anterior = process.env.DATABASE_URL;
  // Its database of its own (<database>_replay, seeded once and kept between runs) beside the shared one.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  try {
    const corridas = [await medirReplay()];
    // Three runs only when one is quick.
    if (corridas[0].segundos < 20) for (let v = 1; v < VECES; v++) corridas.push(await medirReplay());
    const m = (f) => mediana(corridas.map(f));
    const r = corridas[0];
    fila(
      `replay (rebuild of every read model), ${entero(r.reservas)} reservations, ${entero(r.eventos)} events`,
      `${entero(m((c) => c.eventosPorSegundo))} events/s end to end (reservations ${entero(m((c) => c.partes.reservas.eventosPorSegundo))}, calendar ${entero(m((c) => c.partes.calendario.eventosPorSegundo))}, reports ${entero(m((c) => c.partes.informes.eventosPorSegundo))})${corridas.length < VECES ? `; ${corridas.length} run` : ''}`,
      '≥ 20,000 events/s',
    );
    fila(`replay of one hotel (--hotel), ${entero(r.unHotel.eventos)} of its events`, `${entero(m((c) => c.unHotel.eventosPorSegundo))} events/s`);
  } finally {
    if (anterior === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = anterior;
  }
}

async function enVivo(env) {
  const { latenciaEnVivo } = require('./en-vivo');
  const r = await latenciaEnVivo(env);
  fila('live update between two API processes (create on A → socket.io `up` on B)', `p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.veces} creates; the create itself p50 ${ms(r.respuestaP50)})`);
}

/** 1 and 2 API processes behind PgBouncer (transaction pooling) beside the same straight to PostgreSQL (tools/bench/tras-pgbouncer.js). */
async function trasPgbouncer(databaseUrl, redisUrl) {
  const { medirTrasPgbouncer } = require('./tras-pgbouncer');
  const r = await medirTrasPgbouncer({ databaseUrl, redisUrl });
  if (r.omitido) return fila('creates/s and calendar month behind PgBouncer', `skipped: ${r.omitido}`);
  for (const f of r.filas) {
    const cpu = `API ${ms(f.apiCpu)}, PostgreSQL ${ms(f.pgCpu)}${f.pgbouncerCpu === null ? '' : `, PgBouncer ${ms(f.pgbouncerCpu)}`}`;
    fila(`creates/s (16 clients) and calendar month p95, ${f.nombre}`, `${entero(f.porSegundo)}/s; calendar p95 ${ms(f.calendarioP95)}; CPU per create: ${cpu}`);
  }
}

async function pgliteCreaciones() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-bench-pglite-'));
  const api = await iniciarProcesoApi({ DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir });
  try {
    const h = await hotelDePrueba(api.url, 80);
    const nav = navegadorRapido(api.url, { conexiones: 16 });
    await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
    const crudo = conexionesCrudas(api.url, nav.cookie());
    const corridas = [];
    const estadias = reservasLibres(h, '2030-01-01');
    for (let v = 0; v < VECES; v++) corridas.push(await reservasPorSegundo({ api, crudo, clientes: 16, estadias }));
    crudo.cerrar();
    nav.cerrar();
    fila('reservation creates/s on the embedded default (PGlite), 16 clients', `${entero(mediana(corridas.map((c) => c.porSegundo)))}/s`, '≥ 300/s');
  } finally {
    await api.detener();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function vistaMesChromium(env) {
  const salida = await ejecutarScript('calendario-navegador.js', { BENCH_VECES: process.env.BENCH_VECES_NAVEGADOR ?? '5', ...env });
  const total = /interactiva: mediana (\d+) ms, p95 (\d+) ms/.exec(salida);
  const trasDatos = /datos de la ventana del mes: mediana (\d+) ms, p95 (\d+) ms/.exec(salida);
  if (!total) throw new Error(`salida no reconocida:\n${salida}`);
  fila(
    'month view in headless Chromium (80 rooms, 2 months booked): navigation → drawn and interactive',
    `p50 ${total[1]} ms, p95 ${total[2]} ms${trasDatos ? `; after the data arrived p50 ${trasDatos[1]} ms, p95 ${trasDatos[2]} ms` : ''}`,
    'after the data: p95 ≤ 300 ms',
  );
}

function tabla() {
  const celda = (t) => String(t).replace(/\|/g, '\\|');
  return ['| measure | value | target |', '| --- | --- | --- |', ...filas.map((f) => `| ${celda(f.medida)} | ${celda(f.valor)} | ${celda(f.objetivo)} |`)].join('\n');
}

async function main() {
  for (const compilado of ['apps/api/dist/main.js', 'apps/api/dist/create-app.js']) {
    if (!existsSync(path.join(root, compilado))) throw new Error(`Falta ${compilado}: ejecute \`npm run build\` antes.`);
  }
  const conUi = existsSync(path.join(root, 'dist/web/index.html'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const redisUrl = process.env.REDIS_URL || undefined;
  const inicio = new Date();
  const cargaInicial = os.loadavg()[0];
  const velocidadInicial = velocidadMaquina();

  let base;
  let envApi;
  let dataDir;
  if (databaseUrl) {
    base = await crearBaseDeBench(databaseUrl);
    base.admin = databaseUrl;
    envApi = { DATABASE_URL: base.url, REDIS_URL: redisUrl ?? '' };
  } else {
    // PGlite in a folder of the run's own: never the installation's data/ folder.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-bench-'));
    process.env.DATA_DIR = dataDir;
    envApi = { DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir };
    notas.push('Sin DATABASE_URL: todo corre sobre PGlite embebido (una transacción a la vez); las filas de PostgreSQL se omiten.');
  }
  // The benchmarks that start the API in this process read the same database.
  const envAnterior = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  Object.assign(process.env, envApi);

  try {
    const api = await iniciarProcesoApi(envApi);
    try {
      // PostgreSQL's rate for the same work, run after each timed load of creates (the ratio is the
      // median of those pairs), and the one-process figure's, the one the target is set for.
      await paso('reservation creates/s, one API process, and pgbench', async () => {
        const pgbench = databaseUrl && (await hayPgbench()) ? await sesionPgbench(base.url) : null;
        const tps = [];
        const tpsCompleto = [];
        const despues = async () => {
          tps.push(await pgbench.correr({ clientes: 16, segundos: SEGUNDOS }));
          tpsCompleto.push(await pgbench.correr({ clientes: 16, segundos: SEGUNDOS, guion: 'completo' }));
        };
        try {
          const porSegundo = await creaciones(api, base, '', pgbench ? despues : undefined);
          if (!pgbench) {
            fila("PostgreSQL's own rate for the same work (pgbench)", databaseUrl ? 'skipped: pgbench not installed (apt-get install postgresql-client)' : 'skipped: PGlite', '(the limit we measure against)');
            return;
          }
          const razones = (lista) => porSegundo.map((n, i) => n / lista[i]);
          const textoRazones = (lista) => `${mediana(razones(lista)).toFixed(2)} (runs: ${razones(lista).map((r) => r.toFixed(2)).join(', ')})`;
          fila("PostgreSQL's own rate for the issue's transaction: event, read-model row, occupancy (pgbench, 16 clients, tools/bench/pgbench-reserva.sql)", `${entero(mediana(tps))} tx/s`, '(the limit we measure against)');
          fila('ratio of the two (median of the runs side by side)', textoRazones(tps), '≥ 0.23 (then 0.3)');
          fila(
            "PostgreSQL's own rate for every row a create writes, with the calendar's and the reports' inline projections (pgbench, 16 clients, tools/bench/pgbench-reserva.sql with pgbench-reserva-completa.sql)",
            `${entero(mediana(tpsCompleto))} tx/s`,
            '—',
          );
          fila('ratio of creates to that (median of the runs side by side)', textoRazones(tpsCompleto), '—');
        } finally {
          await pgbench?.cerrar();
        }
      });
      // As `npm start` runs on PostgreSQL with Redis: one API process per core on one port.
      const porNucleo = os.availableParallelism();
      if (databaseUrl && redisUrl && porNucleo > 1) {
        await paso('reservation creates/s, npm start processes', async () => {
          const varias = await iniciarProcesoApi(envApi, { procesos: porNucleo });
          try {
            await creaciones(varias, base, `, ${porNucleo} API processes (npm start on PostgreSQL)`);
          } finally {
            await varias.detener();
          }
        });
      }
      let hotelLecturas;
      await paso('calendar month and mixed reads', async () => {
        hotelLecturas = await lecturas(api);
      });
      await paso('booking page searches and channel feeds', () => motorYCanales(api));
      if (conUi && hotelLecturas) await paso('calendar page bytes on the wire', () => bytesDeLaPagina(api, hotelLecturas));
      else if (!conUi) fila('calendar page on the wire', 'skipped: no dist/web (npm run build)', '≤ 180 KB');
    } finally {
      await api.detener();
    }

    if (!pendiente('sentencias-por-reserva.js')) await paso('statements / transactions per create', () => sentencias(envApi));
    if (databaseUrl && !pendiente('calendario-a-las.js')) await paso('calendar month as of a past moment', () => calendarioALas(envApi));
    else if (!databaseUrl) fila('calendar month as of a past moment', 'skipped: the target is for PostgreSQL', 'p95 ≤ 300 ms');
    if (databaseUrl && process.env.BENCH_PGLITE !== '0') await paso('creates/s on PGlite', pgliteCreaciones);
    if (databaseUrl && redisUrl) await paso('live update between two processes', () => enVivo(envApi));
    else fila('live update between two API processes', `skipped: needs ${databaseUrl ? 'REDIS_URL' : 'DATABASE_URL and REDIS_URL'}`);
    if (databaseUrl) await paso('creates and calendar behind PgBouncer', () => trasPgbouncer(databaseUrl, redisUrl));
    else fila('creates/s and calendar month behind PgBouncer', 'skipped: needs DATABASE_URL (PostgreSQL)');
    if (!pendiente('listado-reservas.js')) await paso('reservation list', listadoReservas);
    if (!pendiente('replay.js')) await paso('replay', () => replay(databaseUrl));
    if (conUi) await paso('month view in Chromium', () => vistaMesChromium(envApi));
    else fila('month view in headless Chromium', 'skipped: no dist/web (npm run build)');
  } finally {
    for (const [k, v] of Object.entries(envAnterior)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await base?.borrar().catch((e) => notas.push(`no se pudo borrar la base ${base.nombre}: ${e.message}`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const minutos = ((Date.now() - inicio.getTime()) / 60_000).toFixed(1);
  const cabecera =
    `Benchmarks of ${inicio.toISOString().slice(0, 10)} on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}${redisUrl ? ' + Redis' : ''}, ` +
    `${os.availableParallelism()} cores, load average ${cargaInicial.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end; ` +
    `medians of ${VECES} runs of ${SEGUNDOS} s where cheap; ${minutos} min in all. ` +
    `Machine speed (tools/bench/velocidad.js, a fixed JavaScript loop: more is slower): ${Math.round(velocidadInicial)} ms at the start, ${Math.round(velocidadMaquina())} ms at the end.`;
  const texto = `${cabecera}\n\n${tabla()}\n`;
  process.stdout.write(`\n${texto}`);
  if (notas.length) process.stderr.write(`\nNotas:\n${notas.map((n) => `- ${n}`).join('\n')}\n`);
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench.md'), `${texto}${notas.length ? `\nNotas:\n${notas.map((n) => `- ${n.split('\n')[0]}`).join('\n')}\n` : ''}`);
  // Handles of the in-process benchmarks (pools, timers) must not keep the run alive.
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
