import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { type ActualizacionEnVivo, EVENTOS_PRUEBAS, LIVE_PATH, LIVE_PRUEBAS_NAMESPACE, MENSAJE_SESION_EXPIRADA, MENSAJE_SIN_PERMISO, MENSAJES_PRUEBAS } from '@recepcion/contracts';
import { CrearOperador } from '@recepcion/cuenta-module';
import { PruebasGateway } from '@recepcion/live-module';
import { comoSistema } from '@recepcion/platform';
import { type Cliente, nuevoCliente, registrarHotelConfigurado, RelojDePrueba } from '@recepcion/testing';
import { io, type Socket } from 'socket.io-client';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

const abiertos: Socket[] = [];
afterEach(() => abiertos.splice(0).forEach((s) => s.disconnect()));

/** The `sid` value a sign-in answer sets. */
function sidDe(login: { headers: Record<string, unknown> }): string {
  const cookie = (login.headers['set-cookie'] as string[]).find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('El ingreso no dio la cookie de sesión');
  return cookie.slice(4, cookie.indexOf(';'));
}

/** The base URL of the listening API. */
function urlDe(api: TestApi): string {
  if (!api.url) throw new Error('La API de prueba no escucha en un puerto');
  return api.url;
}

/** An operator made the way the CLI makes one, signed in through the API: its client and its session cookie. */
async function operador(api: TestApi): Promise<{ cliente: Cliente; sid: string }> {
  const email = `operador-${randomUUID()}@proveedor.test`;
  const password = 'operador-secreto';
  await comoSistema(api.app, () => api.app.get(CommandBus).execute(new CrearOperador(email, 'Operador', password)));
  const cliente = nuevoCliente(api.server);
  const login = await cliente.post('/api/Cuenta/Login').send({ email, password }).expect(200);
  return { cliente, sid: sidDe(login) };
}

/**
 * A socket of the test pages' hub with this cookie: resolves once connected, or with the refusal's
 * message. A new connection each time (`forceNew`): socket.io-client would otherwise share one
 * connection, with the first socket's cookie, between namespaces of the same server.
 */
async function abrirPruebas(api: TestApi, cookie: string): Promise<{ socket: Socket; rechazo?: string }> {
  const socket = io(`${urlDe(api)}${LIVE_PRUEBAS_NAMESPACE}`, { path: LIVE_PATH, forceNew: true, transports: ['websocket'], reconnection: false, extraHeaders: cookie ? { cookie } : {} });
  abiertos.push(socket);
  const rechazo = await new Promise<string | undefined>((resolve) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, rechazo };
}

const siguiente = (socket: Socket, ms = 2000) =>
  new Promise<ActualizacionEnVivo>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('no llegó ningún "up"')), ms);
    socket.once(EVENTOS_PRUEBAS.up, (u: ActualizacionEnVivo) => {
      clearTimeout(t);
      resolve(u);
    });
  });

const nada = (socket: Socket, ms = 500) =>
  new Promise<ActualizacionEnVivo | null>((resolve) => {
    const t = setTimeout(() => resolve(null), ms);
    socket.once(EVENTOS_PRUEBAS.up, (u: ActualizacionEnVivo) => {
      clearTimeout(t);
      resolve(u);
    });
  });

describe('the live channel hub of the test pages (probando-signalr)', () => {
  const reloj = new RelojDePrueba('2026-11-23T15:04:05.000Z');
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ escuchar: true, clock: reloj.leer, env: { REDIS_URL: '' } });
  });
  afterAll(() => api.close());
  conContrato(() => api);

  it("echoes an operator's ping with the server's time and the session hotel", async () => {
    const { cliente, sid } = await operador(api);
    const { socket, rechazo } = await abrirPruebas(api, `sid=${sid}`);
    expect(rechazo).toBeUndefined();
    const propio = (await cliente.post('/api/Root/VolverHotel').expect(200)).body.HotelPropioId as number;
    expect(await socket.timeout(2000).emitWithAck(EVENTOS_PRUEBAS.ping, { texto: 'hola, ¿me oyes?' })).toEqual({ texto: 'hola, ¿me oyes?', horaServidor: '2026-11-23T15:04:05.000Z', hotelId: propio });
    for (const malo of [{ texto: '' }, { texto: '   ' }, { texto: 5 }, {}, 'hola', { texto: 'x'.repeat(501) }]) {
      expect(await socket.timeout(2000).emitWithAck(EVENTOS_PRUEBAS.ping, malo)).toEqual({ Message: MENSAJES_PRUEBAS.textoNoValido });
    }
  });

  it("refuses a hotel user's socket and one without a session", async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const login = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
    const usuario = await abrirPruebas(api, `sid=${sidDe(login)}`);
    expect(usuario.rechazo).toBe(MENSAJE_SIN_PERMISO);
    expect(usuario.socket.connected).toBe(false);
    expect((await abrirPruebas(api, 'sid=falso; h=1; u=1')).rechazo).toBe(MENSAJE_SESION_EXPIRADA);
    expect((await abrirPruebas(api, '')).rechazo).toBe(MENSAJE_SESION_EXPIRADA);
  });

  it("relays the session hotel's changes as up, and no other hotel's", async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const otro = await registrarHotelConfigurado(api.server, 1);
    const { cliente, sid } = await operador(api);
    // Working as that hotel (support access): the socket follows the session's hotel.
    await cliente.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    const { socket } = await abrirPruebas(api, `sid=${sid}`);
    expect((await socket.timeout(2000).emitWithAck(EVENTOS_PRUEBAS.ping, { texto: 'x' })).hotelId).toBe(hotel.hotelId);

    const ajeno = nada(socket);
    await otro.cliente.post('/api/Regimenes').send({ Nombre: 'De otro hotel' }).expect(200);
    expect(await ajeno).toBeNull();

    const llega = siguiente(socket);
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Media pensión' }).expect(200);
    expect(await llega).toEqual({ entidad: 'Regimenes', metodo: 'insert', datos: expect.objectContaining({ Nombre: 'Media pensión' }) });
  });

  it('loses the socket when the session ends (logout)', async () => {
    const { cliente, sid } = await operador(api);
    const { socket } = await abrirPruebas(api, `sid=${sid}`);
    const cerrada = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await cliente.post('/api/Cuenta/Logout').expect(200);
    expect(await cerrada).toBe('io server disconnect');
  });

  it('leaves the main hub (/message2) as it was: a hotel user still gets in there', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const login = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
    const principal = io(urlDe(api), { path: LIVE_PATH, forceNew: true, transports: ['websocket'], reconnection: false, extraHeaders: { cookie: `sid=${sidDe(login)}` } });
    abiertos.push(principal);
    await new Promise<void>((resolve, reject) => {
      principal.once('connect', () => resolve());
      principal.once('connect_error', reject);
    });
    const listas = await principal.timeout(2000).emitWithAck('openhotel', [hotel.hotelId, 'full']);
    expect(listas.Habitaciones).toHaveLength(1);
  });

  // Last: it moves the clock past every session of this API.
  it('loses the socket at the next check once the session expired without a request', async () => {
    const { sid } = await operador(api);
    const { socket } = await abrirPruebas(api, `sid=${sid}`);
    await api.app.get(PruebasGateway).cerrarSesionesVencidas();
    expect(socket.connected).toBe(true);
    reloj.avanzarMinutos(21);
    const cerrada = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await api.app.get(PruebasGateway).cerrarSesionesVencidas();
    expect(await cerrada).toBe('io server disconnect');
  });
});

(process.env.REDIS_URL ? describe : describe.skip)('the test pages hub across two API processes sharing Redis (needs REDIS_URL)', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_NAMESPACE: `pruebas-${randomUUID()}-` };
    a = await startTestApi({ escuchar: true, env });
    b = await startTestApi({ escuchar: true, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("relays to an operator's socket on one process the hotel's change made through the other", async () => {
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const { cliente, sid } = await operador(a);
    await cliente.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    const { socket, rechazo } = await abrirPruebas(b, `sid=${sid}`);
    expect(rechazo).toBeUndefined();
    const llega = siguiente(socket, 3000);
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Alojamiento y desayuno' }).expect(200);
    expect(await llega).toEqual({ entidad: 'Regimenes', metodo: 'insert', datos: expect.objectContaining({ Nombre: 'Alojamiento y desayuno' }) });
  });
});
