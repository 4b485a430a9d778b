#!/usr/bin/env node
// Edits of existing reservations per second with 1 and with 16 concurrent clients, and each edit's
// p50/p95: the calendar's edge drag (`SetExpandirReservaRecurso`), a stay of 2 nights made 3 and
// back, each client on its own reservation, so every edit is accepted. An edit loads the
// reservation, decides, then writes its events, read models and occupancy in one transaction.
// Needs DATABASE_URL (PostgreSQL) to mean much: PGlite runs one transaction at a time.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/ediciones-por-segundo.js
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, reserva, dia, percentil } = require('./lib');

const CLIENTES = 16;
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
const DESDE = '2027-03-01';

async function medirEdiciones(h, reservas, clientes) {
  const tiempos = [];
  let rechazadas = 0;
  const fin = performance.now() + SEGUNDOS * 1000;
  await Promise.all(
    reservas.slice(0, clientes).map(async (r) => {
      for (let i = 0; performance.now() < fin; i++) {
        const noches = i % 2 === 0 ? 3 : 2;
        const t = performance.now();
        const respuesta = await h.api('PUT', `/api/Calendario/SetExpandirReservaRecurso/${r.Id}-${r.lineaId}`, { start_date: DESDE, end_date: dia(DESDE, noches), room: r.habitacionId });
        tiempos.push(performance.now() - t);
        if (respuesta.status !== 200 || respuesta.body?.resultado !== true) rechazadas++;
      }
    }),
  );
  tiempos.sort((a, b) => a - b);
  return { porSegundo: tiempos.length / SEGUNDOS, p50: percentil(tiempos, 50), p95: percentil(tiempos, 95), rechazadas };
}

async function main() {
  if (!process.env.DATABASE_URL) console.warn('Sin DATABASE_URL: se mide sobre PGlite embebido (una transacción a la vez).');
  const api = await iniciarApi();
  try {
    const h = await hotelDePrueba(api.url, CLIENTES);
    const reservas = [];
    for (const room of h.rooms.slice(0, CLIENTES)) {
      const creada = await h.api('POST', '/api/ReservasB', reserva(h, room.Id, DESDE, dia(DESDE, 2)));
      if (creada.status !== 200) throw new Error(`no se pudo crear la reserva de la habitación ${room.Id}: ${creada.status}`);
      reservas.push({ Id: creada.body.Id, lineaId: creada.body.Habitaciones[0].Id, habitacionId: room.Id });
    }
    const uno = await medirEdiciones(h, reservas, 1);
    const varios = await medirEdiciones(h, reservas, CLIENTES);
    console.log(`base de datos: ${api.database.kind}, ${SEGUNDOS} s por medida`);
    for (const [clientes, m] of [[1, uno], [CLIENTES, varios]]) {
      console.log(`ediciones por segundo, ${clientes} cliente(s): ${m.porSegundo.toFixed(1)} (p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, rechazadas: ${m.rechazadas})`);
    }
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
