// A database of the benchmark's own on the PostgreSQL server of DATABASE_URL: its hotels and
// events leave the shared database alone, and the server's backends serving it are the
// benchmark's (their CPU time is the database's share of a create). Dropped at the end.
const pg = require('pg');

async function crearBaseDeBench(url) {
  const nombre = `bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${nombre}`);
  } finally {
    await admin.end();
  }
  const propia = new URL(url);
  propia.pathname = `/${nombre}`;
  return {
    nombre,
    url: propia.toString(),
    async borrar() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop database if exists ${nombre} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Process ids of the server's backends connected to database `nombre` (but this query's own). */
async function backendsDe(url, nombre) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [nombre]);
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

module.exports = { crearBaseDeBench, backendsDe };
