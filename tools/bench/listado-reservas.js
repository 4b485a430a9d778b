#!/usr/bin/env node
// The reservation list of a hotel with BENCH_RESERVAS reservations (default about 5,000: 40 rooms
// booked back to back for a year, through the API), read as the screen reads it: the first page of
// 50 and a middle one with the totals of all of them (`POST /api/ReservasB/ListadoReservas/Paginado`),
// median and p95 over 200 requests each; beside it the whole list in one answer (`ListadoReservas`,
// the spec's call) over 20. Needs the built API (`npx nx run-many -t build --projects=api`).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/listado-reservas.js
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, sembrarReservas, medir } = require('./lib');

const INICIO = '2031-01-01';
const HABITACIONES = 40;
const TAMANO = 50;

/**
 * Seeds the hotel and measures. `api` is a running API from lib.iniciarApi (one is started and
 * closed when absent). Answers the figures; milliseconds.
 */
async function medirListadoReservas({ api: dada, reservas = Number(process.env.BENCH_RESERVAS ?? 5000), pedidos = 200 } = {}) {
  const api = dada ?? (await iniciarApi());
  try {
    const h = await hotelDePrueba(api.url, HABITACIONES);
    const t0 = performance.now();
    // About 10 stays of 2 to 4 nights per room and month.
    const sembradas = await sembrarReservas(h, Math.max(1, Math.round(reservas / (HABITACIONES * 10))), INICIO);
    const segundosSiembra = (performance.now() - t0) / 1000;
    // The screen's default: from a day (here the first of the seeding), a year ahead, no cancelled ones.
    const filtro = { Desde: INICIO, Hasta: null, ClienteId: null, Anulados: false };
    const pagina = (n) => h.api('POST', `/api/ReservasB/ListadoReservas/Paginado?pagina=${n}&tamano=${TAMANO}`, filtro);
    const primera = await pagina(1);
    if (primera.status !== 200) throw new Error(`El listado paginado respondió ${primera.status}: ${JSON.stringify(primera.body)}`);
    const paginas = Math.ceil(primera.body.CantidadReservas / TAMANO);
    const completo = await h.api('POST', '/api/ReservasB/ListadoReservas', filtro);
    return {
      baseDeDatos: api.database.kind,
      reservas: sembradas,
      segundosSiembra,
      enElFiltro: primera.body.CantidadReservas,
      totales: primera.body.Totales,
      kbPagina: Buffer.byteLength(JSON.stringify(primera.body)) / 1024,
      kbCompleto: Buffer.byteLength(JSON.stringify(completo.body)) / 1024,
      primeraPagina: await medir(pedidos, () => pagina(1)),
      paginaDelMedio: await medir(pedidos, (i) => pagina(1 + ((Math.floor(paginas / 2) + i) % paginas))),
      completo: await medir(Math.max(5, Math.round(pedidos / 10)), () => h.api('POST', '/api/ReservasB/ListadoReservas', filtro)),
    };
  } finally {
    if (!dada) await api.close();
  }
}

async function main() {
  const r = await medirListadoReservas();
  const ms = (m) => `mediana ${m.mediana.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`;
  console.log(`base de datos: ${r.baseDeDatos}; sembradas ${r.reservas} reservas (${HABITACIONES} habitaciones) en ${r.segundosSiembra.toFixed(1)} s; ${r.enElFiltro} en el filtro`);
  console.log(`totales: ${r.totales.map((t) => `${t.MonedaId} ${t.Total}`).join(' / ')}`);
  console.log(`página 1 de ${TAMANO} con totales (${r.kbPagina.toFixed(1)} KB) — ${ms(r.primeraPagina)}`);
  console.log(`página del medio con totales — ${ms(r.paginaDelMedio)}`);
  console.log(`listado completo, sin paginar (${r.kbCompleto.toFixed(0)} KB) — ${ms(r.completo)}`);
}

module.exports = { medirListadoReservas };

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
