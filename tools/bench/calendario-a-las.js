#!/usr/bin/env node
// The calendar's month as the hotel stood at a past moment (GET /api/Calendario/{fecha}?dias=31&aLas=):
// API time, median and p95 over BENCH_VECES_A_LAS requests (default 100), for a hotel of 80 rooms
// booked back to back for BENCH_MESES months (default 36: three years, about 28,800 reservations).
// The moment is taken after the seeding; a few hundred status changes (confirmations) come after it, so the answer is
// folded from the events (platform's events_estadia index finds the streams of the window).
// On PostgreSQL it seeds a scratch database of its own, dropped at the end (BENCH_EN_ESTA_BASE=1: the
// one DATABASE_URL names, as `npm run bench` hands it its own).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/calendario-a-las.js
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, sembrarReservas, dia, medir } = require('./lib');
const { crearBaseDeBench } = require('./base-de-bench');

const MESES = Number(process.env.BENCH_MESES ?? 36);
const VECES = Number(process.env.BENCH_VECES_A_LAS ?? 100);
const INICIO = '2029-01-01';

async function main() {
  const base = process.env.DATABASE_URL && !process.env.BENCH_EN_ESTA_BASE ? await crearBaseDeBench(process.env.DATABASE_URL) : null;
  if (base) process.env.DATABASE_URL = base.url;
  try {
    await medirALas();
  } finally {
    await base?.borrar();
  }
}

async function medirALas() {
  const api = await iniciarApi();
  try {
    const h = await hotelDePrueba(api.url, 80);
    const t0 = performance.now();
    const n = await sembrarReservas(h, MESES, INICIO);
    console.log(`sembradas ${n} reservas (${MESES} meses, 80 habitaciones) en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, 20));
    const aLas = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    // After the moment: the first month's stays confirmed (the answer must not show it; they lie ahead, so not checked in).
    const mes = (await h.api('GET', `/api/Calendario/${INICIO}?dias=31`)).body.data;
    const ids = [...new Set(mes.map((c) => c.reserva_id))].slice(0, 300);
    for (let i = 0; i < ids.length; i += 16) await Promise.all(ids.slice(i, i + 16).map((id) => h.api('GET', `/api/calendario/Confirmado/${id}`)));
    const dias = MESES * 30;
    const ventana = (i) => `/api/Calendario/${dia(INICIO, (i * 37) % Math.max(1, dias - 31))}?dias=31&aLas=${encodeURIComponent(aLas)}`;
    const primera = await h.api('GET', ventana(0));
    if (primera.status !== 200) throw new Error(`GET ${ventana(0)}: ${primera.status} ${JSON.stringify(primera.body)}`);
    if (primera.body.data.some((c) => c.status === '2 ')) throw new Error('la vista al momento muestra confirmaciones posteriores');
    const r = await medir(VECES, (i) => h.api('GET', ventana(i + 1)));
    console.log(`base de datos: ${api.database.kind}; ventana de un mes al momento: ${primera.body.data.length} celdas`);
    console.log(`GET /api/Calendario/{fecha}?dias=31&aLas= — mediana ${r.mediana.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${VECES} pedidos)`);
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
