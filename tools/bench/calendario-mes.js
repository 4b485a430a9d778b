#!/usr/bin/env node
// API time of a month window of the calendar (median and p95 over 200 requests) for a hotel of 80
// rooms with BENCH_MESES of reservations (default 6; the target is set for three years: 36).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/calendario-mes.js
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, sembrarReservas, dia, medir } = require('./lib');

const MESES = Number(process.env.BENCH_MESES ?? 6);
const INICIO = '2029-01-01';

async function main() {
  const api = await iniciarApi();
  try {
    const h = await hotelDePrueba(api.url, 80);
    const dias = MESES * 30;
    const t0 = performance.now();
    const n = await sembrarReservas(h, MESES, INICIO);
    console.log(`sembradas ${n} reservas (${MESES} meses, 80 habitaciones) en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The calendar's read model follows the events in the background: the first read after the
    // seeding catches up with all of them. Measured is the steady state after that.
    await h.api('GET', `/api/Calendario/${INICIO}?dias=31`);
    const mes = await medir(200, (i) => h.api('GET', `/api/Calendario/${dia(INICIO, (i * 7) % (dias - 31))}?dias=31`));
    const celdas = (await h.api('GET', `/api/Calendario/${dia(INICIO, 30)}?dias=31`)).body.data.length;
    console.log(`base de datos: ${api.database.kind}; ventana de un mes: ${celdas} celdas`);
    console.log(`GET /api/Calendario/{fecha}?dias=31 — mediana ${mes.mediana.toFixed(2)} ms, p95 ${mes.p95.toFixed(2)} ms (200 pedidos)`);
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
