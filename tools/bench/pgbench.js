// PostgreSQL's rate for a new reservation's work with pgbench, in a scratch schema of copies of the
// real tables (their columns, indexes and exclusion constraint, as the migrations left them),
// dropped afterwards. Two transactions: the reference one, of three rows (pgbench-reserva.sql), and every
// row the API's create writes (that one with pgbench-reserva-completa.sql's statements before its
// END). Needs the database migrated
// (the API started once).
const { execFile } = require('node:child_process');
const { readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const pg = require('pg');

const ejecutar = promisify(execFile);
const ISSUE = path.join(__dirname, 'pgbench-reserva.sql');
const PROYECCIONES = path.join(__dirname, 'pgbench-reserva-completa.sql');

/** Every row a create writes: the reference transaction with the projections' statements before its END. */
function guionCompleto() {
  const issue = readFileSync(ISSUE, 'utf8');
  const fin = issue.lastIndexOf('END;');
  if (fin < 0) throw new Error(`${ISSUE} no termina en END;`);
  const archivo = path.join(os.tmpdir(), `recepcion-pgbench-completa-${process.pid}.sql`);
  writeFileSync(archivo, `${issue.slice(0, fin)}${readFileSync(PROYECCIONES, 'utf8')}${issue.slice(fin)}`);
  return archivo;
}

/** The inline projections' tables a create also writes (pgbench-reserva-completa.sql). */
const TABLAS_PROYECCIONES = ['calendario_reserva', 'calendario_celda', 'informe_reserva', 'informe_noche', 'informe_huesped'];

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
      alter table ${esquema}.ocupacion alter column id set default nextval('${esquema}.ocupacion_seq');
      ${TABLAS_PROYECCIONES.map((t) => `create table ${esquema}.${t} (like public.${t} including all);`).join('\n      ')}`);
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
 * The scratch schema made once, then one pgbench run of `segundos` with `clientes` connections of
 * script `guion` ('issue': the reference transaction; 'completo': every row a create writes) per
 * `correr()` (answers its transactions per second); `cerrar()` drops the schema. The benchmark runs it between the API's
 * timed loads, so that each ratio compares two measures taken side by side.
 */
async function sesionPgbench(url) {
  const esquema = `bench_pgbench_${process.pid}`;
  await prepararEsquema(url, esquema);
  const guiones = { issue: ISSUE, completo: guionCompleto() };
  return {
    async correr({ clientes = 16, segundos = 5, guion = 'issue' } = {}) {
      const { stdout } = await ejecutar('pgbench', ['-n', '-M', 'prepared', '-c', String(clientes), '-j', '2', '-T', String(segundos), '-f', guiones[guion], url], {
        env: { ...process.env, PGOPTIONS: `-c search_path=${esquema},public` },
      });
      const fila = /tps = ([\d.]+)/.exec(stdout);
      if (!fila) throw new Error(`pgbench no informó tps:\n${stdout}`);
      const fallidas = /number of failed transactions: (\d+)/.exec(stdout);
      if (fallidas && Number(fallidas[1]) > 0) throw new Error(`pgbench: ${fallidas[1]} transacciones fallidas:\n${stdout}`);
      return Number(fila[1]);
    },
    async cerrar() {
      rmSync(guiones.completo, { force: true });
      await borrarEsquema(url, esquema);
    },
  };
}

module.exports = { hayPgbench, sesionPgbench };
