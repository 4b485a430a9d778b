// Shared pieces of the benchmarks: start the built API in this process, sign a hotel up, time things.
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const root = path.resolve(__dirname, '../..');

async function iniciarApi({ conUi = false } = {}) {
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
  const { readAppConfig } = require(path.join(root, 'modules/platform/dist'));
  const { createApp } = require(path.join(root, 'apps/api/dist/create-app'));
  const config = readAppConfig(process.env, root);
  const running = await createApp(config, { serveUi: conUi });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = running.app.getHttpServer().address();
  return { ...running, url: `http://127.0.0.1:${port}` };
}

/** A browser-like client: keeps the session cookie, sends the app header. */
function cliente(url) {
  let cookie = '';
  return async function llamar(metodo, ruta, cuerpo) {
    const respuesta = await fetch(url + ruta, {
      method: metodo,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion', cookie },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    const sid = respuesta.headers.getSetCookie?.().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    const texto = await respuesta.text();
    return { status: respuesta.status, body: texto ? JSON.parse(texto) : null };
  };
}

/** Signs up and sets up a hotel with `habitaciones` rooms, a client and the setup tax type. */
async function hotelDePrueba(url, habitaciones) {
  const api = cliente(url);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@hotel.test`;
  const registro = await api('POST', '/api/Cuenta/Register', { nombre: 'Bench', email, password: 'bench1234', nombreHotel: 'Hotel Bench', paisId: 35 });
  await api('POST', '/api/Cuenta/Configurar', { hotelId: registro.body.hotel_id, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones });
  const rooms = (await api('GET', '/api/Habitaciones')).body;
  const clienteId = (await api('POST', '/api/Clientes', { Nombre: 'Cliente Bench', GiroId: 1, PaisId: 55 })).body.Id;
  const impuestoId = (await api('GET', '/api/TipoImpuestos')).body[0].Id;
  return { api, hotelId: registro.body.hotel_id, email, rooms, clienteId, impuestoId };
}

function reserva(h, habitacionId, desde, hasta) {
  return {
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: h.clienteId,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: h.impuestoId,
    Habitaciones: [{ HabitacionId: habitacionId, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 }],
  };
}

const dia = (base, n) => new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/**
 * Free bookings for loads of creates in one hotel `h`, from `base` on: request i of client k takes
 * two nights in one of the client's five rooms, and each load (after `siguienteCarga`) starts after
 * the last night an earlier load took. (A fixed window per load overflowed when a fast machine made
 * more requests than it held, and the next load's creates met those stays: 400 Habitación no
 * disponible.)
 */
function reservasLibres(h, base) {
  let inicio = 0;
  let ultimo = 0;
  return {
    /** The body of client k's request i. */
    reserva(k, i) {
      const noche = inicio + Math.floor(i / 5) * 2;
      ultimo = Math.max(ultimo, noche);
      const desde = dia(base, noche);
      return reserva(h, h.rooms[(k * 5 + (i % 5)) % h.rooms.length].Id, desde, dia(desde, 2));
    },
    siguienteCarga() {
      inicio = ultimo + 2;
    },
  };
}
const percentil = (ordenados, p) => ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];

async function medir(veces, fn) {
  const tiempos = [];
  for (let i = 0; i < veces; i++) {
    const t = performance.now();
    await fn(i);
    tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  return { mediana: percentil(tiempos, 50), p95: percentil(tiempos, 95) };
}

/**
 * Books every room back to back (stays of 2 to 4 nights) for `meses` months from `inicio`, 16
 * requests at a time. Answers how many reservations were created.
 */
async function sembrarReservas(h, meses, inicio) {
  const dias = meses * 30;
  const pedidos = [];
  h.rooms.forEach((room, k) => {
    for (let d = k % 3; d < dias; ) {
      const noches = 2 + ((d + k) % 3);
      pedidos.push([room.Id, dia(inicio, d), dia(inicio, d + noches)]);
      d += noches;
    }
  });
  let n = 0;
  for (let i = 0; i < pedidos.length; i += 16) {
    const lote = pedidos.slice(i, i + 16).map(([room, desde, hasta]) => h.api('POST', '/api/ReservasB', reserva(h, room, desde, hasta)));
    n += (await Promise.all(lote)).filter((r) => r.status === 200).length;
  }
  return n;
}

module.exports = { sembrarReservas, iniciarApi, cliente, hotelDePrueba, reserva, reservasLibres, dia, medir, percentil, root };
