#!/usr/bin/env node
// Flat as the data grows: one probe hotel's screens measured on the scale seed
// (tools/seed/escala.js) at whatever share of its 2,000 hotels is seeded. Run it at 1 %, grow the
// seed, run it again at 10 % and 100 %: each run keeps its figures in tmp/escala/<share>.json and
// prints the table of every share measured so far, with the ratio of 100 % to 1 % (target ≤ 1.5×).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/seed/escala.js --hasta 1
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/escala.js
// BENCH_ETIQUETA names the run's file instead of its share (e.g. a before/after pair of an index).
// The probe (hotel 0): 80 rooms booked back to back for three years from 2025-01-01. Measured:
// the calendar month, the reservation list (first page of 50 with totals; a search by client and
// month), the 13-month daily statistics, creates at 16 clients (p95 and creates/s; each run books
// after the probe's last stay), and the replay of the probe alone (`npm run cli -- replay --hotel`).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const pg = require('pg');
const { iniciarApi, hotelDePrueba, dia, medir, reservasLibres, root } = require('./lib');
const { navegadorRapido, conexionesCrudas, cargar } = require('./carga');
const { entrarAlHotel } = require('../seed/escala/hoteles');
const { velocidadMaquina } = require('./velocidad');

const INICIO = '2025-01-01';
const DIAS = 3 * 365;
const HOTELES = 2000;
const VECES = Number(process.env.BENCH_VECES ?? 200);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
// BENCH_CARPETA keeps a series of runs apart (e.g. a back-to-back series on two databases).
const CARPETA = path.resolve(root, process.env.BENCH_CARPETA ?? 'tmp/escala');

function urlDeLaBase() {
  if (process.env.ESCALA_DATABASE_URL) return process.env.ESCALA_DATABASE_URL;
  if (!process.env.DATABASE_URL) throw new Error('El bench de escala necesita DATABASE_URL (PostgreSQL) y la semilla tools/seed/escala.js.');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/escala_bench';
  return url.toString();
}

/** The first day of the month `n` months after INICIO's. */
const mes = (n) => `${2025 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;

/** The read models the probe's screens and its replay touch, and the event store. */
const TABLAS = 'event_store.events, reserva, ocupacion, calendario_reserva, calendario_celda, informe_reserva, informe_noche, informe_huesped, informe_movimiento';

async function medirSonda(api, db) {
  // What autovacuum would have done by now (the server may run without it): the last run's replay
  // of the probe left a dead copy of each of its rows, which the next run would read through.
  await db.query(`vacuum (analyze) ${TABLAS}`);
  const h = await entrarAlHotel(api.url, 0);
  const ok = async (metodo, ruta, cuerpo) => {
    const r = await h.api(metodo, ruta, cuerpo);
    if (r.status !== 200) throw new Error(`${ruta}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const { rows: tamano } = await db.query(
    `select (select count(*) from hotel)::int as hoteles, (select count(*) from reserva)::int as reservas,
            (select count(*) from event_store.events)::int as eventos, pg_database_size(current_database())::bigint as bytes,
            (select count(*) from reserva where hotel_id = $1)::int as reservas_sonda,
            (select count(*) from hotel where nombre = 'Escala sonda' or nombre ~ '^Escala [0-9]+$')::int as sembrados`,
    [h.hotelId],
  );
  const r = { ...tamano[0], bytes: Number(tamano[0].bytes), carga: os.loadavg()[0], velocidad: velocidadMaquina() };
  const calendario = (i) => ok('GET', `/api/Calendario/${dia(INICIO, (i * 7) % (DIAS - 31))}?dias=31`);
  await calendario(0);
  r.calendarioMes = await medir(VECES, calendario);
  const todas = { Desde: INICIO, Hasta: dia(INICIO, DIAS), ClienteId: null, Anulados: false };
  const paginado = (filtro) => ok('POST', '/api/ReservasB/ListadoReservas/Paginado?pagina=1&tamano=50', filtro);
  r.enElListado = (await paginado(todas)).CantidadReservas;
  r.listadoPrimeraPagina = await medir(VECES, () => paginado(todas));
  const busqueda = (i) => ({ Desde: mes(i % 35), Hasta: dia(mes((i % 35) + 1), -1), ClienteId: h.clienteId, Anulados: true });
  r.enLaBusqueda = (await paginado(busqueda(0))).CantidadReservas;
  r.listadoBusqueda = await medir(VECES, (i) => paginado(busqueda(i)));
  const estadistica = (i) => ok('GET', `/api/Informes/InfEstadisticaDiaria/${mes(i % 23)}/${dia(mes((i % 23) + 13), -1)}`);
  await estadistica(0);
  r.estadisticaDiaria = await medir(Math.round(VECES / 2), estadistica);
  r.creaciones = await creaciones(api);
  r.replay = await replayDeLaSonda(api, db, h.hotelId);
  return r;
}

/**
 * Creates at 16 clients for SEGUNDOS (after a warm-up load), as tools/bench/reservas-por-segundo.js
 * books them: in an 80-room hotel of their own, signed up for the run, so the probe stays the same
 * from one share to the next while the tables it writes hold every hotel's rows.
 */
async function creaciones(api) {
  const h = await hotelDePrueba(api.url, 80);
  const nav = navegadorRapido(api.url, { conexiones: 16 });
  await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
  const crudo = conexionesCrudas(api.url, nav.cookie());
  const estadias = reservasLibres(h, INICIO);
  const carga = (segundos) => cargar({ clientes: 16, segundos, pedido: (k, i) => crudo.pedir(k, 'POST', '/api/ReservasB', estadias.reserva(k, i)) });
  await carga(2);
  estadias.siguienteCarga();
  const r = await carga(SEGUNDOS);
  crudo.cerrar();
  nav.cerrar();
  if (r.errores.length) throw new Error(`creaciones: ${r.errores.length} respuestas no 2xx (${r.errores[0]})`);
  return { porSegundo: r.porSegundo, mediana: r.p50, p95: r.p95 };
}

async function replayDeLaSonda(api, db, hotelId) {
  const { reconstruirTodo } = require(path.join(root, 'apps/api/dist/replay'));
  const { rows } = await db.query("select count(*)::int as n from event_store.events where hotel_id = $1 and (stream_id like 'reserva-%' or stream_id like 'bloqueo-%')", [hotelId]);
  await db.query(`vacuum (analyze) ${TABLAS}`);
  const t = performance.now();
  await reconstruirTodo(api.app, hotelId);
  const segundos = (performance.now() - t) / 1000;
  return { eventos: rows[0].n, segundos, eventosPorSegundo: rows[0].n / segundos };
}

const ms = (v) => `${v.toFixed(1)} ms`;
const porSegundo = (v) => `${Math.round(v).toLocaleString('en-US')}/s`;
const FILAS = [
  ['calendar month p95 (GET /api/Calendario/{fecha}?dias=31)', (r) => r.calendarioMes.p95, ms, 'menos'],
  ['reservation list, first page of 50 with totals, p95', (r) => r.listadoPrimeraPagina.p95, ms, 'menos'],
  ['reservation list, search by client and month, p95', (r) => r.listadoBusqueda.p95, ms, 'menos'],
  ['13-month daily statistics p95 (InfEstadisticaDiaria)', (r) => r.estadisticaDiaria.p95, ms, 'menos'],
  ['create p95 (16 clients)', (r) => r.creaciones.p95, ms, 'menos'],
  ['creates/s (16 clients)', (r) => r.creaciones.porSegundo, porSegundo, 'mas'],
  ['replay of the probe hotel, events/s', (r) => r.replay.eventosPorSegundo, porSegundo, 'mas'],
];

const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor((valores.length - 1) / 2)];

/**
 * The table of every share measured so far, each figure the median of that share's runs (the
 * machine is shared: a run is one sample of its speed); a ratio worse than 1.5× of the 1 % figure
 * misses the target.
 */
function tabla(porEtiqueta) {
  const corridas = {};
  for (const [etiqueta, lista] of Object.entries(porEtiqueta)) {
    const ultima = lista[lista.length - 1];
    corridas[etiqueta] = { ...ultima, corridas: lista.length, carga: mediana(lista.map((c) => c.carga)), velocidad: mediana(lista.map((c) => c.velocidad ?? NaN)), medida: (valor) => mediana(lista.map(valor)) };
  }
  const etiquetas = Object.keys(corridas);
  const primera = corridas['1'] ?? corridas[etiquetas[0]];
  const ultima = corridas['100'] ?? corridas[etiquetas[etiquetas.length - 1]];
  const lineas = [
    `| measure | ${etiquetas.map((e) => (/^\d+$/.test(e) ? `${e} %` : e)).join(' | ')} | ratio last/first | target ≤ 1.5× |`,
    `| --- | ${etiquetas.map(() => '---').join(' | ')} | --- | --- |`,
  ];
  lineas.push(`| hotels / reservations / events / database | ${etiquetas.map((e) => { const c = corridas[e]; return `${c.sembrados.toLocaleString('en-US')} / ${c.reservas.toLocaleString('en-US')} / ${c.eventos.toLocaleString('en-US')} / ${(c.bytes / 2 ** 30).toFixed(1)} GB`; }).join(' | ')} | | |`);
  for (const [nombre, valor, texto, mejor] of FILAS) {
    // Slower is a bigger time, or a smaller rate: the ratio is always "how many times worse".
    const razon = mejor === 'menos' ? ultima.medida(valor) / primera.medida(valor) : primera.medida(valor) / ultima.medida(valor);
    lineas.push(`| ${nombre} | ${etiquetas.map((e) => texto(corridas[e].medida(valor))).join(' | ')} | ${razon.toFixed(2)}× | ${razon <= 1.5 ? 'met' : '**missed**'} |`);
  }
  lineas.push(`| runs; at their start, medians: load average (1 min), speed loop (tools/bench/velocidad.js, more is slower) | ${etiquetas.map((e) => `${corridas[e].corridas}; ${corridas[e].carga.toFixed(1)}, ${Number.isNaN(corridas[e].velocidad) ? '—' : `${Math.round(corridas[e].velocidad)} ms`}`).join(' | ')} | | |`);
  return lineas.join('\n');
}

async function main() {
  const url = urlDeLaBase();
  process.env.DATABASE_URL = url;
  const api = await iniciarApi();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const r = await medirSonda(api, db);
    const etiqueta = process.env.BENCH_ETIQUETA ?? String(Math.round((r.sembrados / HOTELES) * 100) || 1);
    fs.mkdirSync(CARPETA, { recursive: true });
    const archivo = path.join(CARPETA, `${etiqueta}.json`);
    const anteriores = fs.existsSync(archivo) ? JSON.parse(fs.readFileSync(archivo, 'utf8')) : [];
    fs.writeFileSync(archivo, JSON.stringify([...anteriores, { ...r, fecha: new Date().toISOString() }], null, 2));
    const corridas = {};
    for (const nombre of fs.readdirSync(CARPETA).filter((a) => a.endsWith('.json')).sort((a, b) => parseFloat(a) - parseFloat(b) || a.localeCompare(b))) {
      corridas[nombre.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(CARPETA, nombre), 'utf8'));
    }
    console.log(`\n${etiqueta}: ${r.sembrados} hoteles sembrados, ${r.reservas} reservas (${r.reservas_sonda} de la sonda; ${r.enElListado} en su listado, ${r.enLaBusqueda} en una búsqueda), carga ${r.carga.toFixed(1)}`);
    console.log(tabla(corridas));
  } finally {
    await db.end();
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
