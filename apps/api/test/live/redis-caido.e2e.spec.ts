import { randomUUID } from 'node:crypto';
import { type ActualizacionEnVivo, type AvisoRecargar, EVENTO_RECARGAR, LIVE_PATH, MENSAJE_DEMASIADAS_SOLICITUDES } from '@recepcion/contracts';
import { AvisosEntreProcesos } from '@recepcion/platform';
import { type HotelDePrueba, nuevoCliente, registrarHotelConfigurado } from '@recepcion/testing';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { RedisDesechable } from '../support/redis-desechable';
import { startTestApi, type TestApi } from '../support/test-api';

// Redis (REDIS_URL) down at start or in the middle of a run: the API starts and serves, says so in
// its log naming REDIS_URL, keeps the account rate limits closed, and when Redis is back every
// socket that may have missed a change of another process is told to reload its lists. Never the
// shared Redis: a throwaway one the test stops and starts (redis-server without persistence, or a
// proxy in front of REDIS_URL that it cuts).

const abiertos: Socket[] = [];
afterEach(() => abiertos.splice(0).forEach((s) => s.disconnect()));

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function hasta(condicion: () => boolean, ms = 8000, que = 'la condición'): Promise<void> {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error(`no se cumplió ${que} en ${ms} ms`);
    await esperar(20);
  }
}

/** A pino logger whose lines the test reads. */
function registro(): { logger: pino.Logger; lineas: { level: number; msg: string }[] } {
  const lineas: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (linea: string) => void lineas.push(JSON.parse(linea)) });
  return { logger, lineas };
}

/** A live socket of another sign-in of the hotel's administrator. */
async function conectar(api: TestApi, hotel: HotelDePrueba): Promise<Socket> {
  const login = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
  const socket = io(api.url!, { path: LIVE_PATH, forceNew: true, transports: ['websocket'], reconnection: false, extraHeaders: { cookie: cookie.slice(0, cookie.indexOf(';')) } });
  abiertos.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function oidos(socket: Socket): { ups: ActualizacionEnVivo[]; recargas: AvisoRecargar[] } {
  const ups: ActualizacionEnVivo[] = [];
  const recargas: AvisoRecargar[] = [];
  socket.on('up', (u: ActualizacionEnVivo) => ups.push(u));
  socket.on(EVENTO_RECARGAR, (r: AvisoRecargar) => recargas.push(r));
  return { ups, recargas };
}

const nombres = (ups: ActualizacionEnVivo[]) => ups.map((u) => (u.datos as { Nombre?: string }).Nombre);

/** A failed sign-in from `direccion` (behind the trusted proxy): 400 counted, 429 refused. */
const login = (api: TestApi, direccion: string) =>
  nuevoCliente(api.server).post('/api/Cuenta/Login').set('x-forwarded-for', direccion).send({ email: `nadie-${randomUUID()}@hotel.test`, password: 'x' });

const direccionNueva = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

const redisParaPrueba = RedisDesechable.preparar();

describe('Redis (REDIS_URL) unreachable', () => {
  let redis: RedisDesechable | null;
  beforeAll(async () => {
    redis = await redisParaPrueba;
  });
  afterAll(() => redis?.detener());

  const env = (url: string) => ({
    REDIS_URL: url,
    RATE_LIMIT_NAMESPACE: `redis-caido-${randomUUID()}-`,
    RATE_LIMIT_MULTIPLIER: '1',
    TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
  });

  it('at start: the API starts and serves, logs the outage naming REDIS_URL, limits in this process, and makes the sockets reload when Redis comes', async () => {
    if (!redis) return console.warn('sin redis-server ni REDIS_URL: se omite');
    const { logger, lineas } = registro();
    const desde = Date.now();
    const api = await startTestApi({ escuchar: true, logger, env: env(redis.url) });
    try {
      expect(Date.now() - desde).toBeLessThan(15_000);
      await nuevoCliente(api.server).get('/api/health').expect(200);
      expect(lineas).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining(`REDIS_URL (${redis.url}) is unreachable`) }));

      // Serves: sign-up, sign-in, the live channel within this process.
      const hotel = await registrarHotelConfigurado(api.server, 1);
      const socket = await conectar(api, hotel);
      const { ups, recargas } = oidos(socket);
      await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Sin Redis' }).expect(200);
      await hasta(() => ups.length > 0, 3000, 'el "up" en este proceso');
      expect(nombres(ups)).toEqual(['Sin Redis']);

      // The login limit holds (20 a minute per address), counted here.
      const direccion = direccionNueva();
      for (let i = 0; i < 20; i++) expect((await login(api, direccion)).status).toBe(400);
      expect((await login(api, direccion)).body).toEqual({ Message: MENSAJE_DEMASIADAS_SOLICITUDES });

      // Redis comes: what other processes said meanwhile was never heard, so the sockets reload.
      await redis.iniciar();
      await hasta(() => recargas.length > 0, 8000, 'el aviso de recargar');
      expect(recargas).toEqual([{ motivo: 'interrupcion', hotelId: hotel.hotelId }]);
      expect(lineas).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining(`REDIS_URL (${redis.url}) is reachable again`) }));
      // The exhausted address stays refused with Redis back (its count there starts over).
      expect((await login(api, direccion)).status).toBe(429);
    } finally {
      await api.close();
      await redis.detener();
    }
  });

  it('in the middle of a run, with two API processes: both keep serving, the limits stay closed, and the sockets of both reload when it is back', async () => {
    if (!redis) return console.warn('sin redis-server ni REDIS_URL: se omite');
    await redis.iniciar();
    const comun = env(redis.url);
    const registroA = registro();
    const a = await startTestApi({ escuchar: true, env: comun, logger: registroA.logger });
    const b = await startTestApi({ escuchar: true, env: comun });
    try {
      const hotel = await registrarHotelConfigurado(a.server, 1);
      const [enA, enB] = [await conectar(a, hotel), await conectar(b, hotel)];
      const [oidoA, oidoB] = [oidos(enA), oidos(enB)];
      await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Con Redis' }).expect(200);
      await hasta(() => oidoB.ups.length > 0, 5000, 'el "up" en el otro proceso');

      // An address exhausts its login limit, counted in Redis.
      const agotada = direccionNueva();
      for (let i = 0; i < 20; i++) expect((await login(a, agotada)).status).toBe(400);
      expect((await login(a, agotada)).status).toBe(429);

      await redis.detener();
      const avisos = [a, b].map((api) => api.app.get(AvisosEntreProcesos));
      await hasta(() => avisos.every((x) => !x.conectado), 5000, 'que ambos procesos noten la caída');
      expect(registroA.lineas).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining('REDIS_URL') }));

      // Closed, not open: the exhausted address is still refused, again and again.
      for (let i = 0; i < 5; i++) expect((await login(a, agotada)).status).toBe(429);
      // A new address gets the same limit, counted in the process it reaches.
      const nueva = direccionNueva();
      for (let i = 0; i < 20; i++) expect((await login(b, nueva)).status).toBe(400);
      expect((await login(b, nueva)).status).toBe(429);

      // Serves on: a change through a reaches a's socket; b's cannot hear of it.
      oidoA.ups.length = 0;
      oidoB.ups.length = 0;
      await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Durante la caída' }).expect(200);
      await hasta(() => oidoA.ups.length > 0, 3000, 'el "up" en el mismo proceso');
      await esperar(200);
      expect(nombres(oidoB.ups)).toEqual([]);

      // Back: both processes' sockets are told to reload, and the lists they get have the change.
      await redis.iniciar();
      await hasta(() => oidoA.recargas.length > 0 && oidoB.recargas.length > 0, 8000, 'el aviso de recargar en ambos procesos');
      expect(oidoB.recargas[0]).toEqual({ motivo: 'interrupcion', hotelId: hotel.hotelId });
      const listas = await enB.timeout(3000).emitWithAck('openhotel', [hotel.hotelId, 'full']);
      expect(listas.Regimenes.map((r: { Nombre: string }) => r.Nombre)).toContain('Durante la caída');

      // And the fan-out works again.
      await hasta(() => avisos.every((x) => x.conectado), 5000, 'que ambos procesos vuelvan a Redis');
      oidoB.ups.length = 0;
      await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Tras volver' }).expect(200);
      await hasta(() => nombres(oidoB.ups).includes('Tras volver'), 5000, 'el "up" en el otro proceso tras volver');
    } finally {
      await a.close();
      await b.close();
      await redis.detener();
    }
  });
});
