#!/usr/bin/env node
// Replay (`npm run cli -- replay`): events per second rebuilding every read model of a database of
// BENCH_RESERVAS reservations (default 28,800) over BENCH_HOTELES hotels of 80 rooms (default 4).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/replay.js
//
// It runs on a database of its own, kept between runs (seeded once; BENCH_RESEMBRAR=1 seeds again):
// on PostgreSQL `<database>_replay` beside DATABASE_URL's (BENCH_REPLAY_DATABASE_URL to choose),
// without DATABASE_URL an embedded PGlite in the temporary directory. A replay rebuilds the whole
// database, so it must not be the one other tests and benchmarks share.
//
// Seeding: per hotel, six reservations with different lives go through the API (create; edit;
// payment and check-in; cancellation; a guest; a longer stay), and their events are then copied
// straight into the event store, each copy on another room and later dates, to the wanted number.
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const pg = require('pg');
const { hotelDePrueba, reserva, dia, root } = require('./lib');

const INICIO = '2030-01-01';
/** Days a copy may use (the longest template stay is 4 nights) before the next copy in the room. */
const HUECO = 5;
const HABITACIONES = 80;

function urlPropia() {
  if (process.env.BENCH_REPLAY_DATABASE_URL) return process.env.BENCH_REPLAY_DATABASE_URL;
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${url.pathname.slice(1) || 'postgres'}_replay`;
  return url.toString();
}

/** Creates the database `url` names when it is not there (dropped first with `resembrar`). */
async function crearBaseSiFalta(url, { resembrar = process.env.BENCH_RESEMBRAR === '1' } = {}) {
  const nombre = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL ?? url });
  await admin.connect();
  try {
    if (resembrar) await admin.query(`drop database if exists "${nombre}" with (force)`);
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [nombre]);
    if (rows.length === 0) await admin.query(`create database "${nombre}"`);
  } finally {
    await admin.end();
  }
}

async function iniciar(databaseUrl) {
  const { readAppConfig } = require(path.join(root, 'modules/platform/dist'));
  const { createApp } = require(path.join(root, 'apps/api/dist/create-app'));
  const dataDir = path.join(os.tmpdir(), 'recepcion-bench-replay-pglite');
  if (!databaseUrl && process.env.BENCH_RESEMBRAR === '1') require('node:fs').rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '1000', DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir };
  const running = await createApp(readAppConfig(env, root), { serveUi: false });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...running, url: `http://127.0.0.1:${running.app.getHttpServer().address().port}` };
}

/** Six lives of a reservation, each on its own room, all within [INICIO, INICIO + HUECO). */
async function plantillas(h) {
  const r = (k, noches) => reserva(h, h.rooms[k].Id, INICIO, dia(INICIO, noches));
  const crear = async (cuerpo) => {
    const res = await h.api('POST', '/api/ReservasB', cuerpo);
    if (res.status !== 200) throw new Error(`POST /api/ReservasB: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const ok = async (promesa, que) => {
    const res = await promesa;
    if (res.status !== 200) throw new Error(`${que}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const ids = [];
  ids.push((await crear(r(0, 3))).Id);
  const editada = await crear(r(1, 2));
  await ok(h.api('PUT', `/api/ReservasB/${editada.Id}`, { ...r(1, 4), NombreGrupo: 'Congreso', Version: 1 }), 'editar');
  ids.push(editada.Id);
  const pagada = await crear(r(2, 3));
  const pago = { Fecha: INICIO, HabitacionId: h.rooms[2].Id, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 };
  await ok(h.api('PUT', `/api/ReservasB/${pagada.Id}`, { ...r(2, 3), Version: 1, Ingresos: [pago] }), 'pagar');
  // A status change (its stay lies ahead, so confirmed: a check-in waits for the arrival day).
  await ok(h.api('GET', `/api/calendario/Confirmado/${pagada.Id}`), 'confirmar');
  ids.push(pagada.Id);
  const anulada = await crear(r(3, 3));
  await ok(h.api('PUT', `/api/calendario/AnularReserva/${anulada.Id}`, { texto: 'No vino' }), 'anular');
  ids.push(anulada.Id);
  const conHuesped = await crear(r(4, 2));
  await ok(h.api('PUT', `/api/ReservasB/${conHuesped.Id}`, { ...r(4, 2), Version: 1, Pasajeros: [{ PasajeroId: h.clienteId, HabitacionId: h.rooms[4].Id }] }), 'huésped');
  ids.push(conHuesped.Id);
  ids.push((await crear(r(5, 4))).Id);
  return ids;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** A copy of a template's event: dates `dias` later, its room `de` replaced by `a`, and reservation id `id`. */
function copiar(valor, dias, de, a, id) {
  if (typeof valor === 'string') return FECHA.test(valor) ? dia(valor, dias) : valor;
  if (Array.isArray(valor)) return valor.map((v) => copiar(v, dias, de, a, id));
  if (valor === null || typeof valor !== 'object') return valor;
  const copia = {};
  for (const [k, v] of Object.entries(valor)) copia[k] = copiar(v, dias, de, a, id);
  if (copia.HabitacionId === de.Id) {
    copia.HabitacionId = a.Id;
    if ('HabitacionNombre' in copia) copia.HabitacionNombre = a.Nombre;
  }
  return copia;
}

/** Copies the templates' events into the store until the hotel holds `cuantas` reservations. */
async function sembrarCopias(db, h, ids, cuantas) {
  const { rows: eventos } = await db.query(
    `select stream_id, stream_version, type, data, metadata from event_store.events
      where stream_id = any($1::text[]) order by stream_id, stream_version`,
    [ids.map((id) => `reserva-${id}`)],
  );
  const porPlantilla = ids.map((id, k) => ({ habitacion: h.rooms[k], eventos: eventos.filter((e) => e.stream_id === `reserva-${id}`) }));
  const copias = cuantas - ids.length;
  const { rows: nuevos } = await db.query("select nextval('reserva_id_seq')::int as id from generate_series(1, $1)", [copias]);
  // The event store may carry the hotel id in a column of its own.
  const { rows: columnas } = await db.query("select column_name from information_schema.columns where table_schema = 'event_store' and table_name = 'events'");
  const conHotel = columnas.some((c) => c.column_name === 'hotel_id');
  // And each event's span of nights, as the append writes it (platform's `estadiaDelEvento`).
  const conEstadia = columnas.some((c) => c.column_name === 'estadia');
  const { estadiaDelEvento } = conEstadia ? require(path.join(root, 'modules/platform/dist')) : {};
  let filas = [];
  const volcar = async () => {
    if (filas.length === 0) return;
    const extras = [...(conHotel ? [['hotel_id', 'int', filas.map(() => h.hotelId)]] : []), ...(conEstadia ? [['estadia', 'daterange', filas.map((f) => estadiaDelEvento(JSON.parse(f[3])))]] : [])];
    await db.query(
      `insert into event_store.events (stream_id, stream_version, type, data, metadata${extras.map(([c]) => `, ${c}`).join('')})
       select * from unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[]${extras.map(([, t], i) => `, $${6 + i}::${t}[]`).join('')})`,
      [filas.map((f) => f[0]), filas.map((f) => f[1]), filas.map((f) => f[2]), filas.map((f) => f[3]), filas.map((f) => f[4]), ...extras.map(([, , v]) => v)],
    );
    filas = [];
  };
  for (let k = 0; k < copias; k++) {
    const plantilla = porPlantilla[k % porPlantilla.length];
    const destino = h.rooms[k % HABITACIONES];
    const dias = (Math.floor(k / HABITACIONES) + 1) * HUECO;
    const id = nuevos[k].id;
    for (const e of plantilla.eventos) {
      const data = copiar(e.data, dias, plantilla.habitacion, destino, id);
      if (e.type === 'ReservaCreada') data.id = id;
      const { commandId: _commandId, ...metadata } = e.metadata;
      filas.push([`reserva-${id}`, e.stream_version, e.type, JSON.stringify(data), JSON.stringify(metadata)]);
    }
    if (filas.length >= 5000) await volcar();
  }
  await volcar();
}

async function sembrar(api, db, reservas, hoteles) {
  const t0 = performance.now();
  const porHotel = Math.ceil(reservas / hoteles);
  for (let i = 0; i < hoteles; i++) {
    const h = await hotelDePrueba(api.url, HABITACIONES);
    const ids = await plantillas(h);
    await sembrarCopias(db, h, ids, Math.min(porHotel, reservas - i * porHotel));
  }
  await db.query('analyze event_store.events');
  console.log(`sembradas ${reservas} reservas en ${hoteles} hoteles en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function contar(db) {
  const { rows } = await db.query(
    `select count(*)::int as eventos, count(distinct stream_id) filter (where stream_id like 'reserva-%')::int as reservas
       from event_store.events where stream_id like 'reserva-%' or stream_id like 'bloqueo-%'`,
  );
  return rows[0];
}

/**
 * `npm run cli -- replay --hotel <id>` for the hotel with the most events: the other hotels' events
 * stay unread (column `hotel_id`, index `events_hotel`).
 */
async function replayDeUnHotel(app, db, vaciar, reconstruirTodo) {
  const { rows } = await db.query(
    `select hotel_id, count(*)::int as eventos from event_store.events
      where hotel_id is not null and (stream_id like 'reserva-%' or stream_id like 'bloqueo-%')
      group by hotel_id order by eventos desc limit 1`,
  );
  await vaciar();
  const t = performance.now();
  await reconstruirTodo(app, rows[0].hotel_id);
  const segundos = (performance.now() - t) / 1000;
  return { eventos: rows[0].eventos, segundos, eventosPorSegundo: rows[0].eventos / segundos };
}

/**
 * Seeds (once) and replays: each part alone, then the whole replay. Answers the whole replay's
 * events per second (every event of the reservation and block streams over its wall time) and
 * each part's (`partes`), then one hotel's (`unHotel`). Options: `reservas`, `hoteles`.
 */
async function medirReplay({ reservas = Number(process.env.BENCH_RESERVAS ?? 28_800), hoteles = Number(process.env.BENCH_HOTELES ?? 4) } = {}) {
  const url = urlPropia();
  if (url) await crearBaseSiFalta(url);
  const api = await iniciar(url);
  const db = new pg.Client({ connectionString: api.database.url });
  await db.connect();
  try {
    if ((await contar(db)).reservas < reservas) await sembrar(api, db, reservas, hoteles);
    const { eventos, reservas: enBase } = await contar(db);
    const eventosReservas = (await db.query("select count(*)::int as n from event_store.events where stream_id like 'reserva-%'")).rows[0].n;
    const { comoSistema } = require(path.join(root, 'modules/platform/dist'));
    const { reconstruirTodo } = require(path.join(root, 'apps/api/dist/replay'));
    const clases = {
      reservas: require(path.join(root, 'modules/reservas/dist')).ReconstruirReservas,
      calendario: require(path.join(root, 'modules/calendario/dist')).ReconstruirCalendario,
      informes: require(path.join(root, 'modules/informes/dist')).ReconstruirInformes,
    };
    // Every replay leaves a dead copy of each row behind: without a vacuum first, each run would
    // measure a bigger table (and its indexes) than the one before.
    const TABLAS = ['reserva', 'ocupacion', 'calendario_reserva', 'calendario_celda', 'calendario_bloqueo', 'informe_reserva', 'informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_bloqueo'];
    const vaciar = () => db.query(`vacuum (analyze) ${TABLAS.join(', ')}`);
    // Each part alone first (its own figure), then the whole replay as the CLI runs it: one read of the store for the three.
    const partes = {};
    for (const [nombre, clase] of Object.entries(clases)) {
      await vaciar();
      const t = performance.now();
      const n = await comoSistema(api.app, () => api.app.get(clase, { strict: false }).reconstruir());
      const segundos = (performance.now() - t) / 1000;
      const leidos = nombre === 'reservas' ? eventosReservas : n;
      partes[nombre] = { eventos: leidos, segundos, eventosPorSegundo: leidos / segundos };
    }
    await vaciar();
    const todo = await reconstruirTodo(api.app);
    const { rows } = await db.query('select count(*)::int as n from reserva');
    if (rows[0].n < enBase || todo.reservas.n < enBase) throw new Error(`el replay dejó ${rows[0].n} reservas de ${enBase}`);
    const unHotel = await replayDeUnHotel(api.app, db, vaciar, reconstruirTodo);
    const { rows: trasUnHotel } = await db.query('select count(*)::int as n from reserva');
    if (trasUnHotel[0].n !== rows[0].n) throw new Error(`el replay de un hotel dejó ${trasUnHotel[0].n} reservas de ${rows[0].n}`);
    return {
      base: api.database.kind,
      reservas: enBase,
      eventos,
      segundos: todo.segundos,
      eventosPorSegundo: eventos / todo.segundos,
      reservasPorSegundo: enBase / todo.segundos,
      partes,
      unHotel,
    };
  } finally {
    await db.end();
    await api.close();
  }
}

const entero = (n) => Math.round(n).toLocaleString('en-US');

async function main() {
  if (!process.env.DATABASE_URL) console.warn('Sin DATABASE_URL: se mide sobre PGlite embebido.');
  const m = await medirReplay();
  console.log(`base de datos: ${m.base}; ${entero(m.reservas)} reservas, ${entero(m.eventos)} eventos`);
  for (const [nombre, p] of Object.entries(m.partes)) {
    console.log(`  ${nombre.padEnd(11)} ${entero(p.eventos).padStart(8)} eventos en ${p.segundos.toFixed(2)} s: ${entero(p.eventosPorSegundo)} eventos/s`);
  }
  console.log(`replay completo (como npm run cli -- replay${m.base === 'postgresql' ? ': una lectura, las tres partes a la vez' : ': una lectura, una transacción'}): ${m.segundos.toFixed(2)} s, ${entero(m.eventosPorSegundo)} eventos/s (${entero(m.reservasPorSegundo)} reservas/s)`);
  console.log(`replay de un hotel (--hotel): ${entero(m.unHotel.eventos)} eventos en ${m.unHotel.segundos.toFixed(2)} s: ${entero(m.unHotel.eventosPorSegundo)} eventos/s`);
}

module.exports = { medirReplay, copiar, crearBaseSiFalta };

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
