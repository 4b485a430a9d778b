#!/usr/bin/env node
// API time of the reports on the large seed: an 80-room hotel booked back to back for BENCH_MESES
// months (default 36, three years, as tools/seed/hotel-grande.js) by 200 clients of 9 countries.
// Median and p95 of the 13-month daily statistics, the dashboard and an INE month (their
// targets: p95 ≤ 100, 20 and 50 ms), and of the 13-month monthly statistics.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/informes.js
// BENCH_CORREO=<e-mail> measures a hotel seeded before by this script (password bench1234) instead
// of seeding a new one: the seeding takes minutes.
const { performance } = require('node:perf_hooks');
const { iniciarApi, hotelDePrueba, cliente, dia, medir, reserva } = require('./lib');

const MESES = Number(process.env.BENCH_MESES ?? 36);
const VECES = Number(process.env.BENCH_VECES ?? 100);
const INICIO = '2029-01-01';

const CIUDADES = ['Santiago', 'Valparaíso', 'Concepción', 'La Serena', 'Antofagasta', 'Temuco', 'Rancagua', 'Talca', 'Arica', 'Iquique', 'Puerto Montt', 'Punta Arenas'];
const PAISES = [8, 22, 37, 55, 56, 115, 136, 184];

/**
 * The large seed's stays (tools/bench/lib's sembrarReservas: every room back to back, 2 to 4 nights),
 * booked by 200 clients in turn: 120 residing in Chile in 12 cities, 80 in 8 other countries, so
 * the national/foreign split and the INE reports have work to do.
 */
async function sembrar(h, meses, inicio) {
  const clientes = [];
  for (let i = 0; i < 200; i++) {
    const chileno = i < 120;
    const r = await h.api('POST', '/api/Clientes', { Nombre: `Huésped ${i}`, GiroId: 1, PaisId: chileno ? 35 : PAISES[i % PAISES.length], Ciudad: chileno ? CIUDADES[i % CIUDADES.length] : `Ciudad ${i % 5}` });
    clientes.push(r.body.Id);
  }
  const pedidos = [];
  h.rooms.forEach((room, k) => {
    for (let d = k % 3; d < meses * 30; ) {
      const noches = 2 + ((d + k) % 3);
      pedidos.push([room.Id, dia(inicio, d), dia(inicio, d + noches)]);
      d += noches;
    }
  });
  let n = 0;
  for (let i = 0; i < pedidos.length; i += 16) {
    const lote = pedidos.slice(i, i + 16).map(([room, desde, hasta], j) => h.api('POST', '/api/ReservasB', reserva({ ...h, clienteId: clientes[(i + j) % clientes.length] }, room, desde, hasta)));
    n += (await Promise.all(lote)).filter((r) => r.status === 200).length;
  }
  return n;
}

/** The first day of the month `n` months after INICIO's. */
const mes = (n) => `${2029 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;

async function main() {
  const api = await iniciarApi();
  try {
    let h;
    if (process.env.BENCH_CORREO) {
      h = { api: cliente(api.url) };
      const login = await h.api('POST', '/api/Cuenta/Login', { email: process.env.BENCH_CORREO, password: 'bench1234' });
      if (login.status !== 200) throw new Error(`Login: ${login.status} ${JSON.stringify(login.body)}`);
      console.log(`hotel ${login.body.hotel_id} (${process.env.BENCH_CORREO}); base de datos: ${api.database.kind}`);
    } else {
      h = await hotelDePrueba(api.url, 80);
      const t0 = performance.now();
      const n = await sembrar(h, MESES, INICIO);
      console.log(`sembradas ${n} reservas (${MESES} meses, 80 habitaciones) en ${((performance.now() - t0) / 1000).toFixed(1)} s; base de datos: ${api.database.kind}; hotel ${h.email}`);
    }
    const ventanas = Math.max(1, MESES - 13);
    const ok = async (ruta) => {
      const r = await h.api('GET', ruta);
      if (r.status !== 200) throw new Error(`${ruta}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    };
    const filas = await ok(`/api/Informes/InfEstadisticaDiaria/${mes(0)}/${dia(mes(13), -1)}`);
    console.log(`estadística diaria de 13 meses: ${filas.length} filas; ocupación del ${filas[40].Fecha}: ${filas[40].Ocupacion} de ${filas[40].HabitacionesDisponibles}`);
    const medidas = [
      ['GET /api/Informes/InfEstadisticaDiaria/{desde}/{hasta} (13 meses)', (i) => ok(`/api/Informes/InfEstadisticaDiaria/${mes(i % ventanas)}/${dia(mes((i % ventanas) + 13), -1)}`)],
      ['GET /api/Informes/InfEstados/{fecha} (tablero)', (i) => ok(`/api/Informes/InfEstados/${dia(INICIO, (i * 7) % (MESES * 30 - 14))}`)],
      ['GET /api/Informes/InfPaisesINE/{desde} (un mes)', (i) => ok(`/api/Informes/InfPaisesINE/${mes(i % MESES)}`)],
      ['GET /api/Informes/InfNacionalINE/{desde} (un mes)', (i) => ok(`/api/Informes/InfNacionalINE/${mes(i % MESES)}`)],
      ['GET /api/Informes/InfEstadisticaMensual/{desde}/{hasta} (13 meses)', (i) => ok(`/api/Informes/InfEstadisticaMensual/${mes(i % ventanas)}/${mes((i % ventanas) + 12)}`)],
    ];
    for (const [nombre, fn] of medidas) {
      await fn(0);
      const m = await medir(VECES, fn);
      console.log(`${nombre} — mediana ${m.mediana.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms (${VECES} pedidos)`);
    }
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
