import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type ActualizacionEnVivo, MENSAJE_DEMASIADAS_SOLICITUDES, MENSAJE_SESION_EXPIRADA, MENSAJES_RESERVAS } from '@recepcion/contracts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { Balanceador } from './balanceador';
import { type HotelPorHttp, hotelPorHttp } from './hotel-por-http';
import { ProcesoApi } from './proceso-api';

/**
 * What two API processes reach the database through: extra environment for both (another
 * DATABASE_URL, a statements mode) and how to stop it. Direct: nothing.
 */
export interface CaminoALaBase {
  env: NodeJS.ProcessEnv;
  detener(): Promise<void>;
}

interface Respuesta {
  status: number;
  body: Record<string, unknown> & { Message?: string };
  /** Which API process answered (the proxy's header). */
  destino: number;
}

/** A browser: its own cookies, the application header, and optionally its own source address. */
function navegador(base: () => string, direccion = '127.0.0.1') {
  const cookies = new Map<string, string>();
  const agente = new http.Agent({ keepAlive: true, localAddress: direccion });
  const llamar = (metodo: string, ruta: string, cuerpo?: unknown): Promise<Respuesta> =>
    new Promise((resolve, reject) => {
      const datos = cuerpo === undefined ? undefined : Buffer.from(JSON.stringify(cuerpo));
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const pedido = http.request(
        `${base()}${ruta}`,
        {
          method: metodo,
          agent: agente,
          headers: { 'x-requested-with': 'Recepcion', ...(cookie ? { cookie } : {}), ...(datos ? { 'content-type': 'application/json', 'content-length': datos.length } : {}) },
        },
        (respuesta) => {
          for (const c of respuesta.headers['set-cookie'] ?? []) {
            const [par] = c.split(';');
            const i = par.indexOf('=');
            cookies.set(par.slice(0, i), par.slice(i + 1));
          }
          const partes: Buffer[] = [];
          respuesta.on('data', (p: Buffer) => partes.push(p));
          respuesta.on('end', () => {
            const texto = Buffer.concat(partes).toString();
            resolve({ status: respuesta.statusCode ?? 0, body: texto ? JSON.parse(texto) : {}, destino: Number(respuesta.headers['x-balanceador-destino']) });
          });
        },
      );
      pedido.setTimeout(20_000, () => pedido.destroy(new Error(`${metodo} ${ruta}: sin respuesta en 20 s`)));
      pedido.on('error', reject);
      pedido.end(datos);
    });
  return { llamar, cookie: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), cerrar: () => agente.destroy() };
}

const siguienteUp = (socket: Socket, cumple: (u: ActualizacionEnVivo) => boolean, ms = 5000) =>
  new Promise<ActualizacionEnVivo>((resolve, reject) => {
    const t = setTimeout(() => {
      socket.off('up', escucha);
      reject(new Error('no llegó el "up" esperado'));
    }, ms);
    const escucha = (u: ActualizacionEnVivo) => {
      if (!cumple(u)) return;
      clearTimeout(t);
      socket.off('up', escucha);
      resolve(u);
    };
    socket.on('up', escucha);
  });

/**
 * Two API processes on the same PostgreSQL and Redis behind a round-robin proxy with no
 * stickiness, as `npm start` with WEB_CONCURRENCY=2 behind nginx: whatever one process knows that
 * a user relies on (the session, the live channel, the rate-limit counters, the occupancy) the
 * other knows too. Needs PostgreSQL (DATABASE_URL; the embedded PGlite serves one process) and
 * Redis (REDIS_URL): the caller's `describe` decides.
 */
export function probarDosProcesos(abrirCamino: () => Promise<CaminoALaBase>): void {
  const redisUrl = process.env.REDIS_URL;
  const procesos: ProcesoApi[] = [];
  let proxy: Balanceador;
  const abiertos: Socket[] = [];
  const navegadores: { cerrar: () => void }[] = [];
  const nuevoNavegador = (direccion?: string) => {
    const n = navegador(() => proxy.url, direccion);
    navegadores.push(n);
    return n;
  };
  const password = 'dosprocesos1';
  let hotel: HotelPorHttp;

  const reserva = (habitacionId: number, desde: string, hasta: string) => ({
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: hotel.clienteId,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: hotel.impuestoId,
    Habitaciones: [{ HabitacionId: habitacionId, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000 }],
  });

  let camino: CaminoALaBase | undefined;

  beforeAll(async () => {
    camino = await abrirCamino();
    // Shared by both processes, apart from every other run's: the rate-limit counters' Redis keys.
    const env = { ...camino.env, REDIS_URL: redisUrl, TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_MULTIPLIER: '1', RATE_LIMIT_NAMESPACE: `dos-procesos-${randomUUID()}-` };
    // As `npm start`: the first process migrates, the second starts once the first listens.
    procesos.push(await ProcesoApi.iniciar(env));
    procesos.push(await ProcesoApi.iniciar({ ...env, RECEPCION_PROCESO_ADICIONAL: 'true' }));
    proxy = new Balanceador(procesos.map((p) => p.url));
    await proxy.iniciar();

    const { llamar } = nuevoNavegador();
    hotel = await hotelPorHttp(llamar, 'Dos Procesos', 2, password);
  }, 60_000);

  afterAll(async () => {
    abiertos.forEach((s) => s.disconnect());
    navegadores.forEach((n) => n.cerrar());
    await proxy?.detener();
    await Promise.all(procesos.map((p) => p.detener()));
    await camino?.detener();
  });

  it('a session signed in on one process works on the other, and its logout ends it on both', async () => {
    const { llamar } = nuevoNavegador();
    const login = await llamar('POST', '/api/Cuenta/Login', { email: hotel.email, password });
    expect(login.status).toBe(200);
    const lecturas = [await llamar('GET', '/api/Habitaciones'), await llamar('GET', '/api/Habitaciones')];
    for (const r of lecturas) {
      expect(r.status).toBe(200);
      expect((r.body as unknown as { Id: number }[]).map((h) => h.Id)).toEqual(hotel.habitaciones);
    }
    // No stickiness: the sign-in and the reads were answered by both processes.
    expect(new Set([login.destino, ...lecturas.map((r) => r.destino)])).toEqual(new Set([0, 1]));

    const logout = await llamar('POST', '/api/Cuenta/Logout');
    expect(logout.status).toBe(200);
    const despues = [await llamar('GET', '/api/Habitaciones'), await llamar('GET', '/api/Habitaciones')];
    // The spec's answer to a retired session: a 500 whose message sends the browser to sign in again.
    for (const r of despues) expect([r.status, r.body.Message]).toEqual([500, MENSAJE_SESION_EXPIRADA]);
    expect(new Set(despues.map((r) => r.destino))).toEqual(new Set([0, 1]));
  });

  it('a socket on one process receives the reservation created through the other', async () => {
    const navegadorA = nuevoNavegador();
    expect((await navegadorA.llamar('POST', '/api/Cuenta/Login', { email: hotel.email, password })).status).toBe(200);
    const socket = io(proxy.url, { path: '/message2', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: navegadorA.cookie() } });
    abiertos.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const delSocket = proxy.envios.filter((e) => e.tipo === 'websocket').at(-1)?.destino;
    expect(delSocket).toBeDefined();

    // Two creates in a row: round robin sends them to different processes.
    const creadas: Respuesta[] = [];
    for (const [n, habitacion] of hotel.habitaciones.entries()) {
      const llega = siguienteUp(socket, (u) => u.entidad === 'Reservas' && u.metodo === 'insert');
      const r = await navegadorA.llamar('POST', '/api/ReservasB', reserva(habitacion, `2031-0${n + 1}-10`, `2031-0${n + 1}-12`));
      expect(r.status).toBe(200);
      expect(await llega).toEqual({ entidad: 'Reservas', metodo: 'insert', datos: { Id: r.body.Id, Version: 1 } });
      creadas.push(r);
    }
    expect(creadas.map((r) => r.destino)).toContain(1 - (delSocket ?? 0));
  });

  it("the account endpoints' per-address limit holds across both processes, per client address behind the proxy", async () => {
    // RecoveryPassword allows 5 requests per address in 10 minutes. Kept per process, 7 requests
    // alternating between two processes would all pass (4 and 3 each).
    const cliente = nuevoNavegador('127.0.0.2');
    const respuestas: Respuesta[] = [];
    for (let i = 0; i < 7; i++) respuestas.push(await cliente.llamar('POST', '/api/Cuenta/RecoveryPassword', { email: `nadie-${randomUUID()}@hotel.test` }));
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(respuestas[6].body).toEqual({ Message: MENSAJE_DEMASIADAS_SOLICITUDES });
    expect(new Set(respuestas.slice(5).map((r) => r.destino))).toEqual(new Set([0, 1]));
    // Another client behind the same proxy has its own count: X-Forwarded-For is believed from it.
    const otro = await nuevoNavegador('127.0.0.3').llamar('POST', '/api/Cuenta/RecoveryPassword', { email: `nadie-${randomUUID()}@hotel.test` });
    expect(otro.status).toBe(200);
  });

  it('concurrent creates of one room and dates spread over both processes: exactly one succeeds, the others are told in Spanish', async () => {
    const intentos = 12;
    // One signed-in browser with many tabs (more than five sign-ins at once are throttled as a lockout).
    const navegador = nuevoNavegador();
    expect((await navegador.llamar('POST', '/api/Cuenta/Login', { email: hotel.email, password })).status).toBe(200);
    const [habitacion] = hotel.habitaciones;
    const respuestas = await Promise.all(Array.from({ length: intentos }, () => navegador.llamar('POST', '/api/ReservasB', reserva(habitacion, '2032-03-01', '2032-03-04'))));

    expect(new Set(respuestas.map((r) => r.destino))).toEqual(new Set([0, 1]));
    expect(respuestas.filter((r) => r.status >= 500)).toEqual([]);
    const exitos = respuestas.filter((r) => r.status === 200);
    expect(exitos).toHaveLength(1);
    const rechazos = respuestas.filter((r) => r.status !== 200);
    expect(rechazos).toHaveLength(intentos - 1);
    for (const r of rechazos) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.Message).toBe(MENSAJES_RESERVAS.noDisponible);
    }
    // And only one reservation of that room on those nights is stored.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number }>(
        `select id from reserva where hotel_id = $1 and not eliminada and daterange(check_in, check_out) && daterange('2032-03-01', '2032-03-04')`,
        [hotel.hotelId],
      );
      expect(rows.map((r) => r.id)).toEqual([exitos[0].body.Id]);
    } finally {
      await db.end();
    }
  });

  it('a storm of creates on two rooms over both processes: no night booked twice, every acknowledged create stored as answered', async () => {
    const pestanas = 12;
    const porPestana = 10;
    const navegador = nuevoNavegador();
    expect((await navegador.llamar('POST', '/api/Cuenta/Login', { email: hotel.email, password })).status).toBe(200);
    // Stays of 1 to 3 nights within 12 days of both rooms: most creates run into another one.
    const dia = (n: number) => new Date(Date.UTC(2033, 4, 1 + n)).toISOString().slice(0, 10);
    const intentos = Array.from({ length: pestanas * porPestana }, (_, i) => {
      const noches = 1 + (i % 3);
      const inicio = (i * 7) % (12 - noches);
      return { habitacion: hotel.habitaciones[i % 2], desde: dia(inicio), hasta: dia(inicio + noches) };
    });
    const respuestas: (Respuesta & { intento: (typeof intentos)[number] })[] = [];
    await Promise.all(
      Array.from({ length: pestanas }, async (_, p) => {
        for (const intento of intentos.slice(p * porPestana, (p + 1) * porPestana)) {
          respuestas.push({ ...(await navegador.llamar('POST', '/api/ReservasB', reserva(intento.habitacion, intento.desde, intento.hasta))), intento });
        }
      }),
    );

    expect(new Set(respuestas.map((r) => r.destino))).toEqual(new Set([0, 1]));
    expect(respuestas.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
    for (const r of respuestas.filter((r) => r.status !== 200)) expect([r.status, r.body.Message]).toEqual([400, MENSAJES_RESERVAS.noDisponible]);
    const exitos = respuestas.filter((r) => r.status === 200);
    expect(exitos.length).toBeGreaterThan(1);
    expect(exitos.length).toBeLessThan(intentos.length);

    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number; habitacion_id: number; check_in: string; check_out: string }>(
        `select r.id, (l->>'HabitacionId')::int as habitacion_id, l->>'CheckIn' as check_in, l->>'CheckOut' as check_out
           from reserva r cross join jsonb_array_elements(r.datos->'Habitaciones') l
          where r.hotel_id = $1 and not r.eliminada and r.check_in >= '2033-05-01'`,
        [hotel.hotelId],
      );
      const guardadas = rows.map((f) => `${f.id} ${f.habitacion_id} ${f.check_in} ${f.check_out}`).sort();
      const respondidas = exitos.map((r) => `${r.body.Id} ${r.intento.habitacion} ${r.intento.desde} ${r.intento.hasta}`).sort();
      expect(guardadas).toEqual(respondidas);
      const solapes = await db.query(
        `select a.origen_id, b.origen_id from ocupacion a join ocupacion b
            on a.hotel_id = b.hotel_id and a.habitacion_id = b.habitacion_id and a.ctid < b.ctid and a.estadia && b.estadia
         where a.hotel_id = $1`,
        [hotel.hotelId],
      );
      expect(solapes.rows).toEqual([]);
    } finally {
      await db.end();
    }
  });
}
