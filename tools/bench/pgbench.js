// PostgreSQL's rate for a new reservation's work (tools/bench/pgbench-reserva.sql) with pgbench, in a
// scratch schema of copies of the real tables (their columns, indexes and exclusion constraint, as
// the migrations left them), dropped afterwards. Needs the database migrated (the API started once).
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');
const pg = require('pg');

const ejecutar = promisify(execFile);
const GUION = path.join(__dirname, 'pgbench-reserva.sql');

async function hayPgbench() {
  try {
    await ejecutar('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function prepararEsquema(url, esquema) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`
      create schema ${esquema};
      create sequence ${esquema}.reserva_id_seq;
      create sequence ${esquema}.eventos_seq;
      create sequence ${esquema}.ocupacion_seq;
      create table ${esquema}.reserva (like public.reserva including all);
      create table ${esquema}.event_store_events (like event_store.events including all);
      alter table ${esquema}.event_store_events alter column global_position set default nextval('${esquema}.eventos_seq');
      alter table ${esquema}.event_store_events add column if not exists hotel_id int;
      create table ${esquema}.ocupacion (like public.ocupacion including all);
      alter table ${esquema}.ocupacion alter column id set default nextval('${esquema}.ocupacion_seq');`);
  } finally {
    await db.end();
  }
}

async function borrarEsquema(url, esquema) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`drop schema if exists ${esquema} cascade`);
  } finally {
    await db.end();
  }
}

/**
 * The scratch schema made once, then one pgbench run of `segundos` with `clientes` connections per
 * `correr()` (answers its transactions per second); `cerrar()` drops the schema. The benchmark runs
 * it between the API's timed loads, so that each ratio compares two measures taken side by side.
 */
async function sesionPgbench(url) {
  const esquema = `bench_pgbench_${process.pid}`;
  await prepararEsquema(url, esquema);
  return {
    async correr({ clientes = 16, segundos = 5 } = {}) {
      const { stdout } = await ejecutar('pgbench', ['-n', '-M', 'prepared', '-c', String(clientes), '-j', '2', '-T', String(segundos), '-f', GUION, url], {
        env: { ...process.env, PGOPTIONS: `-c search_path=${esquema},public` },
      });
      const fila = /tps = ([\d.]+)/.exec(stdout);
      if (!fila) throw new Error(`pgbench no informó tps:\n${stdout}`);
      const fallidas = /number of failed transactions: (\d+)/.exec(stdout);
      if (fallidas && Number(fallidas[1]) > 0) throw new Error(`pgbench: ${fallidas[1]} transacciones fallidas:\n${stdout}`);
      return Number(fila[1]);
    },
    cerrar: () => borrarEsquema(url, esquema),
  };
}

module.exports = { hayPgbench, sesionPgbench };
