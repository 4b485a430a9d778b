#!/usr/bin/env node
// The reads of `npm run bench` on their own, to profile them: the calendar's month window alone
// (one client, then 32 connections), the reservation list's first page alone, and both mixed as
// the bench mixes them (32 connections), each with the API's CPU per request. The API is the built
// one in a process of its own, on a scratch database (DATABASE_URL) or PGlite.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/lecturas-mixtas.js
// BENCH_SOLO=mes|listado|mixtas: only that load. BENCH_PERFIL=<folder>: the API runs with
// perfil-cpu.js preloaded and leaves its CPU profile there. BENCH_SEGUNDOS (5), BENCH_VECES (3), BENCH_MESES (3).
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { hotelDePrueba, sembrarReservas, dia, percentil } = require('./lib');
const { navegadorRapido, cargar } = require('./carga');
const { iniciarProcesoApi } = require('./proceso-api');
const { crearBaseDeBench } = require('./base-de-bench');

const VECES = Number(process.env.BENCH_VECES ?? 3);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 5);
const MESES = Number(process.env.BENCH_MESES ?? 3);
const SOLO = process.env.BENCH_SOLO ?? '';
const hoy = new Date();
const INICIO = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), 1)).toISOString().slice(0, 10);

const mediana = (valores) => percentil([...valores].sort((a, b) => a - b), 50);
const f = (n) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));

async function medirCarga(api, nombre, opciones) {
  const corridas = [];
  for (let v = 0; v < VECES; v++) {
    const cpu0 = api.cpuMs();
    const r = await cargar({ segundos: SEGUNDOS, ...opciones });
    const cpu = api.cpuMs() - cpu0;
    if (r.errores.length) console.log(`  ${nombre}: ${r.errores.length} respuestas no 2xx (${r.errores[0].slice(0, 200)})`);
    corridas.push({ ...r, cpu: cpu / r.n });
  }
  const m = (campo) => mediana(corridas.map((c) => c[campo]));
  console.log(
    `${nombre}: ${Math.round(m('porSegundo'))} req/s, p50 ${f(m('p50'))} ms, p95 ${f(m('p95'))} ms, p99 ${f(m('p99'))} ms; API CPU ${m('cpu').toFixed(2)} ms/pedido` +
      ` (${corridas.map((c) => Math.round(c.porSegundo)).join(', ')} req/s)`,
  );
}

async function main() {
  let base;
  let dataDir;
  const env = {};
  if (process.env.DATABASE_URL) {
    base = await crearBaseDeBench(process.env.DATABASE_URL);
    env.DATABASE_URL = base.url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-bench-'));
    Object.assign(env, { DATABASE_URL: '', DATA_DIR: dataDir });
  }
  env.REDIS_URL = process.env.REDIS_URL ?? '';
  const api = await iniciarProcesoApi(env);
  try {
    const h = await hotelDePrueba(api.url, 80);
    const n = await sembrarReservas(h, MESES, INICIO);
    console.log(`${base ? 'PostgreSQL' : 'PGlite'}: ${n} reservas (${MESES} meses, 80 habitaciones)`);
    const nav = navegadorRapido(api.url, { conexiones: 32 });
    await nav.json('POST', '/api/Cuenta/Login', { email: h.email, password: 'bench1234' });
    const dias = MESES * 30;
    const ventana = (i) => dia(INICIO, (i * 7) % Math.max(1, dias - 31));
    const calendario = (i) => nav.pedir('GET', `/api/Calendario/${ventana(i)}?dias=31`);
    const filtro = (i) => ({ Desde: ventana(i), Hasta: dia(ventana(i), 31), ClienteId: null, Anulados: false });
    const listado = (i) => nav.pedir('POST', '/api/ReservasB/ListadoReservas/Paginado?pagina=1&tamano=50', filtro(i));
    // Warm-up: the JIT, the pools, whatever the API keeps.
    await cargar({ clientes: 8, segundos: 2, pedido: (k, i) => ((k + i) % 2 ? calendario(k * 31 + i) : listado(k * 31 + i)) });
    const mes = await calendario(1);
    console.log(`ventana del mes: ${mes.cuerpo.length} bytes ${mes.headers['content-encoding'] ?? 'sin comprimir'}`);
    if (!SOLO || SOLO === 'mes') {
      await medirCarga(api, 'mes, 1 cliente', { clientes: 1, pedido: (_, i) => calendario(i) });
      await medirCarga(api, 'mes, 32 conexiones', { clientes: 32, pedido: (k, i) => calendario(k * 31 + i) });
    }
    if (!SOLO || SOLO === 'listado') await medirCarga(api, 'listado (página de 50), 32 conexiones', { clientes: 32, pedido: (k, i) => listado(k * 31 + i) });
    if (!SOLO || SOLO === 'mixtas') {
      await medirCarga(api, 'mixtas (mes + listado), 32 conexiones', { clientes: 32, pedido: (k, i) => ((k + i) % 2 ? calendario(k * 31 + i) : listado(k * 31 + i)) });
    }
    nav.cerrar();
  } finally {
    await api.detener();
    await base?.borrar();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
