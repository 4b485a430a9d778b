// Live update latency between two API processes on one PostgreSQL and Redis: a socket.io client on
// process B sees each reservation created through process A. Timed from the create's request sent
// on A to its `up` on B (what one receptionist's screen waits for after another's click).
const { randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { io } = require('socket.io-client');
const { hotelDePrueba, reserva, dia, percentil } = require('./lib');
const { iniciarProcesoApi } = require('./proceso-api');

async function sidEn(url, email) {
  const r = await fetch(`${url}/api/Cuenta/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' },
    body: JSON.stringify({ email, password: 'bench1234' }),
  });
  if (r.status !== 200) throw new Error(`Login en B: ${r.status} ${await r.text()}`);
  return r.headers.getSetCookie().find((c) => c.startsWith('sid=')).split(';')[0];
}

/** `env` for both processes (DATABASE_URL, REDIS_URL); `veces` creates, one at a time. */
async function latenciaEnVivo(env, veces = 60) {
  // Two processes of one installation: the same Redis key prefix, as npm start's processes share.
  const instalacion = { ...env, RATE_LIMIT_NAMESPACE: `bench-en-vivo-${randomUUID()}-` };
  const a = await iniciarProcesoApi(instalacion);
  const b = await iniciarProcesoApi({ ...instalacion, RECEPCION_PROCESO_ADICIONAL: 'true' });
  let socket;
  try {
    const h = await hotelDePrueba(a.url, 10);
    socket = io(b.url, { path: '/message2', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: await sidEn(b.url, h.email) } });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const llegadas = new Map();
    const esperando = new Map();
    socket.on('up', (u) => {
      if (u.entidad !== 'Reservas' || u.metodo !== 'insert') return;
      llegadas.set(u.datos.Id, performance.now());
      esperando.get(u.datos.Id)?.();
    });
    const latencias = [];
    const respuestas = [];
    for (let i = 0; i < veces; i++) {
      const desde = dia('2030-06-01', Math.floor(i / 10) * 2);
      const t0 = performance.now();
      const r = await h.api('POST', '/api/ReservasB', reserva(h, h.rooms[i % 10].Id, desde, dia(desde, 2)));
      respuestas.push(performance.now() - t0);
      if (r.status !== 200) throw new Error(`Crear en A: ${r.status} ${JSON.stringify(r.body)}`);
      if (!llegadas.has(r.body.Id)) {
        await new Promise((resolve, reject) => {
          const plazo = setTimeout(() => reject(new Error(`La reserva ${r.body.Id} no llegó al proceso B en 5 s`)), 5000);
          esperando.set(r.body.Id, () => {
            clearTimeout(plazo);
            resolve();
          });
        });
      }
      latencias.push(llegadas.get(r.body.Id) - t0);
    }
    latencias.sort((x, y) => x - y);
    respuestas.sort((x, y) => x - y);
    return { p50: percentil(latencias, 50), p95: percentil(latencias, 95), respuestaP50: percentil(respuestas, 50), veces };
  } finally {
    socket?.disconnect();
    await Promise.all([a.detener(), b.detener()]);
  }
}

module.exports = { latenciaEnVivo };
