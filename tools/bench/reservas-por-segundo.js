#!/usr/bin/env node
// Reservation creation per second with 1 and with 16 concurrent clients, beside a plain
// single-row insert transaction on the same database, as a ratio (clients and API share this
// process: tools/bench/sentencias-por-reserva.js measures with the API on its own). Needs DATABASE_URL (PostgreSQL): on PGlite
// everything runs one transaction at a time and the figure means little.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/reservas-por-segundo.js
const pg = require('pg');
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, reservasLibres } = require('./lib');

const CLIENTES = 16;
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);

async function insertsPorSegundo(url) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTES });
  await pool.query('create table if not exists bench_insert (id bigserial primary key, datos jsonb not null, creado timestamptz not null default now())');
  let n = 0;
  const fin = performance.now() + SEGUNDOS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTES }, async () => {
      while (performance.now() < fin) {
        const c = await pool.connect();
        try {
          await c.query('begin');
          await c.query('insert into bench_insert (datos) values ($1)', [JSON.stringify({ n })]);
          await c.query('commit');
          n++;
        } finally {
          c.release();
        }
      }
    }),
  );
  await pool.query('drop table bench_insert');
  await pool.end();
  return n / SEGUNDOS;
}

async function main() {
  if (!process.env.DATABASE_URL) console.warn('Sin DATABASE_URL: se mide sobre PGlite embebido (una transacción a la vez).');
  const api = await iniciarApi();
  try {
    const h = await hotelDePrueba(api.url, 80);
    // Each client walks its own rooms and dates: every request is a real, non-clashing booking.
    const estadias = reservasLibres(h, '2027-01-01');
    const medir = async (clientes) => {
      let creadas = 0;
      let rechazadas = 0;
      const fin = performance.now() + SEGUNDOS * 1000;
      await Promise.all(
        Array.from({ length: clientes }, async (_, k) => {
          for (let i = 0; performance.now() < fin; i++) {
            const r = await h.api('POST', '/api/ReservasB', estadias.reserva(k, i));
            if (r.status === 200) creadas++;
            else rechazadas++;
          }
        }),
      );
      estadias.siguienteCarga();
      return { porSegundo: creadas / SEGUNDOS, rechazadas };
    };
    const uno = await medir(1);
    const varios = await medir(CLIENTES);
    const reservas = varios.porSegundo;
    const inserts = await insertsPorSegundo(api.database.url);
    console.log(`base de datos: ${api.database.kind}, ${SEGUNDOS} s por medida`);
    console.log(`reservas creadas por segundo, 1 cliente:  ${uno.porSegundo.toFixed(1)} (rechazadas: ${uno.rechazadas})`);
    console.log(`reservas creadas por segundo (API completa, eventos + proyecciones + ocupación), ${CLIENTES} clientes: ${reservas.toFixed(1)} (rechazadas: ${varios.rechazadas})`);
    console.log(`inserciones simples por segundo (una fila por transacción):                    ${inserts.toFixed(1)}`);
    console.log(`razón reservas / inserciones: ${(reservas / inserts).toFixed(3)}`);
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
