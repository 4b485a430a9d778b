#!/usr/bin/env node
// The scale seed: 2,000 hotels of 20 to 80 rooms with three years of reservations each,
// about 2 million reservations, on a database of its own beside DATABASE_URL's (`escala_bench`;
// ESCALA_DATABASE_URL to choose). `--hasta 1|10|100` adds hotels up to that share of the 2,000, so
// a bench can run at 1 %, then the seed grows to 10 % and 100 % without starting over. Takes about
// a second a hotel on 2 shared cores (3 hotels at a time, ESCALA_EN_PARALELO), some 20 GB at 100 %.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/seed/escala.js --hasta 1
//
// Hotel 0 is the probe the bench measures (tools/bench/escala.js): 80 rooms booked back to back,
// as tools/seed/hotel-grande.js books them. The others are booked here and there (about 20 stays a
// room in three years). Every hotel is signed up through the API, and its lives (a plain stay of
// 1 to 7 nights, paid and checked in and out, cancelled, with a guest, a charge, an edit) are made
// through the API too; their events are then copied into the event store in batches, and the
// hotel's read models are built by the product's own replay of that hotel (`npm run cli -- replay
// --hotel`): the same projections, the same rows as the inline writes. Deterministic: hotel i's
// rooms and stays come from a generator seeded with i.
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const pg = require('pg');
const { iniciarApi, dia, root } = require('../bench/lib');
const { crearHotel, correo } = require('./escala/hoteles');
const { crearPlantillas, NOCHES_MAXIMAS } = require('./escala/plantillas');
const { azar, estadias, filasDeEventos } = require('./escala/copias');
const { crearBaseSiFalta } = require('../bench/replay');

const HOTELES = 2000;
const INICIO = '2025-01-01';
const DIAS = 3 * 365;
/** Stays ending before it are over (paid, checked out or cancelled); a fixed day keeps the seed the same on any day. */
const CORTE = '2026-11-01';
const FILAS_POR_LOTE = 5000;
const EN_PARALELO = Number(process.env.ESCALA_EN_PARALELO ?? 3);

function urlDeLaBase() {
  if (process.env.ESCALA_DATABASE_URL) return process.env.ESCALA_DATABASE_URL;
  if (!process.env.DATABASE_URL) throw new Error('La semilla de escala necesita DATABASE_URL (PostgreSQL).');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/escala_bench';
  return url.toString();
}

/** `fn()` with DATABASE_URL naming `url` (the API reads its configuration from the environment). */
async function conBase(url, fn) {
  const antes = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    return await fn();
  } finally {
    process.env.DATABASE_URL = antes;
  }
}

/** Hotels of the seed already there (names «Escala sonda», «Escala <i>»). */
async function hotelesSembrados(db) {
  const { rows } = await db.query("select count(*)::int as n from hotel where nombre = 'Escala sonda' or nombre ~ '^Escala [0-9]+$'");
  return rows[0].n;
}

/** The copies as the append writes them, with each event's span of nights (platform's `estadiaDelEvento`). */
async function insertarEventos(db, hotelId, filas) {
  const { estadiaDelEvento } = require(path.join(root, 'modules/platform/dist'));
  for (let i = 0; i < filas.length; i += FILAS_POR_LOTE) {
    const lote = filas.slice(i, i + FILAS_POR_LOTE);
    await db.query(
      `insert into event_store.events (stream_id, stream_version, type, data, metadata, hotel_id, estadia)
       select s, v, t, d, m, $6, e from unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $7::daterange[]) as x(s, v, t, d, m, e)`,
      [lote.map((f) => f[0]), lote.map((f) => f[1]), lote.map((f) => f[2]), lote.map((f) => f[3]), lote.map((f) => f[4]), hotelId, lote.map((f) => estadiaDelEvento(typeof f[3] === 'string' ? JSON.parse(f[3]) : f[3]))],
    );
  }
}

/**
 * Seeds hotel i whole: sign-up, lives, copies, replay of its read models (`reconstruir(hotelId)`).
 * Answers its id, reservations and events, and its stays ([room id, check-in, check-out, cancelled]).
 */
async function sembrarHotel(api, db, reconstruir, i, dias) {
  const generador = azar(0x5eed + i);
  const sonda = i === 0;
  const h = await crearHotel(api.url, i, sonda ? 80 : 20 + Math.floor(generador() * 61));
  h.azar = generador;
  const { vidas, habitaciones } = await crearPlantillas(h, INICIO);
  const hueco = sonda ? () => (generador() < 0.8 ? 0 : 1 + Math.floor(generador() * 2)) : () => Math.floor(generador() * 90);
  const lista = estadias(h, vidas, { inicio: INICIO, dias, corte: CORTE, hueco, desdeLibre: { habitaciones, dia: NOCHES_MAXIMAS + 1 } });
  const { rows: eventos } = await db.query(
    'select stream_id, stream_version, type, data, metadata from event_store.events where stream_id = any($1::text[]) order by stream_id, stream_version',
    [[...new Set(vidas.map((v) => `reserva-${v.id}`))]],
  );
  const eventosPorVida = new Map(vidas.map((v) => [v.id, eventos.filter((e) => e.stream_id === `reserva-${v.id}`)]));
  const { rows: ids } = await db.query("select nextval('reserva_id_seq')::int as id from generate_series(1, $1)", [lista.length]);
  const filas = filasDeEventos(lista, eventosPorVida, ids.map((r) => r.id));
  await insertarEventos(db, h.hotelId, filas);
  await reconstruir(h.hotelId);
  const unicas = [...new Map(vidas.map((v) => [v.id, v])).values()];
  const estadiasDelHotel = [
    ...unicas.map((v) => [v.habitacion.Id, INICIO, dia(INICIO, v.noches), Boolean(v.anulada)]),
    ...lista.map(([habitacion, v, d]) => [habitacion.Id, dia(INICIO, d), dia(INICIO, d + v.noches), Boolean(v.anulada)]),
  ];
  return { hotelId: h.hotelId, correo: correo(i), reservas: estadiasDelHotel.length, eventos: filas.length + eventos.length, estadias: estadiasDelHotel };
}

/**
 * Adds hotels to the database `url` until it holds `meta` of the seed's, each with `dias` days of
 * stays (three years by default). Answers the hotels added (sembrarHotel's answers).
 */
async function sembrarEscala({ url, meta, dias = DIAS, enParalelo = EN_PARALELO, registrar = console.log }) {
  await crearBaseSiFalta(url, { resembrar: false });
  const api = await conBase(url, iniciarApi);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const sembrados = [];
  try {
    const { reconstruirTodo } = require(path.join(root, 'apps/api/dist/replay'));
    const hay = await hotelesSembrados(db);
    registrar(`${hay} hoteles sembrados; hasta ${meta} en ${new URL(url).pathname.slice(1)}`);
    // Hotels go `enParalelo` at a time, so that one's API calls and inserts overlap another's
    // replay; replays go one at a time (each takes a reader and a writer per part from the pool).
    let replays = Promise.resolve();
    const reconstruir = (hotelId) => (replays = replays.then(() => reconstruirTodo(api.app, hotelId)));
    const t0 = performance.now();
    let reservas = 0;
    let eventos = 0;
    let siguiente = hay;
    const trabajador = async (conexion) => {
      for (let i = siguiente++; i < meta; i = siguiente++) {
        const hotel = await sembrarHotel(api, conexion, reconstruir, i, dias);
        sembrados.push(hotel);
        reservas += hotel.reservas;
        eventos += hotel.eventos;
        if (sembrados.length % 10 === 0 || hay + sembrados.length === meta) {
          const s = (performance.now() - t0) / 1000;
          registrar(`${hay + sembrados.length} de ${meta} hoteles: ${reservas} reservas, ${eventos} eventos en ${s.toFixed(0)} s — ${Math.round(reservas / s)} reservas/s, ${Math.round(eventos / s)} eventos/s`);
        }
      }
    };
    const conexiones = await Promise.all(
      Array.from({ length: enParalelo }, async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        return c;
      }),
    );
    try {
      await Promise.all(conexiones.map(trabajador));
    } finally {
      await Promise.all(conexiones.map((c) => c.end()));
    }
    // As autovacuum leaves a table that stopped changing: statistics, and pages marked all-visible
    // (the reports' index-only scans read no heap page then).
    await db.query('vacuum (analyze)');
    const { rows } = await db.query('select pg_size_pretty(pg_database_size(current_database())) as tamano, (select count(*) from reserva)::int as reservas, (select count(*) from event_store.events)::int as eventos');
    registrar(`listo: ${rows[0].reservas} reservas, ${rows[0].eventos} eventos, ${rows[0].tamano}`);
    return sembrados;
  } finally {
    await db.end();
    await api.close();
  }
}

/** The value after `--nombre` on the command line, or undefined. */
function opcion(nombre) {
  const k = process.argv.indexOf(`--${nombre}`);
  return k > 0 ? process.argv[k + 1] : undefined;
}

async function main() {
  const porcentaje = Number(opcion('hasta') ?? 1);
  if (!(porcentaje > 0 && porcentaje <= 100)) throw new Error('--hasta: un porcentaje entre 1 y 100');
  // --hoteles, --dias and --estadias (a file to write every seeded stay to) are for a small seed's test.
  const meta = Number(opcion('hoteles') ?? Math.round((HOTELES * porcentaje) / 100));
  const sembrados = await sembrarEscala({ url: urlDeLaBase(), meta, dias: Number(opcion('dias') ?? DIAS) });
  if (opcion('estadias')) require('node:fs').writeFileSync(opcion('estadias'), JSON.stringify(sembrados));
}

module.exports = { sembrarEscala, INICIO };

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
