import { randomUUID } from 'node:crypto';
import { type ActualizacionEnVivo, LISTAS_REFERENCIA } from '@recepcion/contracts';
import { type HotelDePrueba, nuevoCliente, registrarHotelConfigurado, RelojDePrueba } from '@recepcion/testing';
import { LiveGateway } from '@recepcion/live-module';
import { io, type Socket } from 'socket.io-client';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

const abiertos: Socket[] = [];
afterEach(() => abiertos.splice(0).forEach((s) => s.disconnect()));

/** A browser tab's live connection: the session cookie of that hotel's sign-in. */
async function conectar(api: TestApi, hotel?: HotelDePrueba): Promise<Socket> {
  const sid = hotel ? await sidDe(api, hotel) : undefined;
  const socket = io(api.url!, {
    path: '/message2',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: sid ? { cookie: `sid=${sid}` } : {},
  });
  abiertos.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Each tab signs in as its own browser: a second sign-in from the same browser retires the first token. */
async function sidDe(api: TestApi, hotel: HotelDePrueba): Promise<string> {
  const login = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password });
  const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
  return cookie.slice(4, cookie.indexOf(';'));
}

const siguiente = (socket: Socket, ms = 2000) =>
  new Promise<ActualizacionEnVivo>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('no llegó ningún "up"')), ms);
    socket.once('up', (u: ActualizacionEnVivo) => {
      clearTimeout(t);
      resolve(u);
    });
  });

const nada = (socket: Socket, ms = 500) =>
  new Promise<ActualizacionEnVivo | null>((resolve) => {
    const t = setTimeout(() => resolve(null), ms);
    socket.once('up', (u: ActualizacionEnVivo) => {
      clearTimeout(t);
      resolve(u);
    });
  });

describe('live channel in one API process', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ escuchar: true, env: { REDIS_URL: '' } });
  });
  afterAll(() => api.close());
  conContrato(() => api);

  it('answers openhotel with the twelve reference lists of the session hotel', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 3);
    const socket = await conectar(api, hotel);
    const listas = await socket.timeout(2000).emitWithAck('openhotel', [hotel.hotelId, 'full']);
    expect(Object.keys(listas)).toEqual(expect.arrayContaining([...LISTAS_REFERENCIA, 'HotelMonedas']));
    expect(LISTAS_REFERENCIA).toHaveLength(12);
    expect(listas.Habitaciones.map((h: { Nombre: string }) => h.Nombre)).toEqual(['1', '2', '3']);
    expect(listas.HotelMonedas).toEqual([expect.objectContaining({ MonedaId: 'CLP' })]);
    expect(listas.Monedas).toEqual(expect.arrayContaining([{ IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false }]));
    expect(listas.Paises).toEqual(expect.arrayContaining([{ Id: 35, Nombre: 'Chile', MonedaId: 'CLP' }]));
    expect(listas.Paises.length).toBeGreaterThanOrEqual(16);
    // Another hotel's id is refused.
    expect(await socket.timeout(2000).emitWithAck('openhotel', [hotel.hotelId + 100000, 'full'])).toEqual({ Message: 'No se encontro' });
  });

  it('pushes a committed change to every session of that hotel and to no other hotel', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const otro = await registrarHotelConfigurado(api.server, 1);
    const [tab1, tab2, ajeno] = [await conectar(api, hotel), await conectar(api, hotel), await conectar(api, otro)];
    const [u1, u2, uAjeno] = [siguiente(tab1), siguiente(tab2), nada(ajeno)];
    const [tipo] = (await hotel.cliente.get('/api/TiposHabitacion')).body;
    await hotel.cliente.post('/api/Habitaciones').send({ Nombre: '201', TipoHabitacionId: tipo.Id }).expect(200);
    for (const u of [await u1, await u2]) {
      expect(u).toEqual({ entidad: 'Habitaciones', metodo: 'insert', datos: expect.objectContaining({ Nombre: '201' }) });
    }
    expect(await uAjeno).toBeNull();
  });

  it('tells every calendar of the hotel when a reservation changes', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const tab = await conectar(api, hotel);
    const [habitacion] = (await hotel.cliente.get('/api/Habitaciones')).body;
    const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'En vivo', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
    const llega = siguiente(tab);
    const r = await hotel.cliente.post('/api/ReservasB').send({
      CheckIn: '2027-09-01',
      CheckOut: '2027-09-02',
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: habitacion.Id, CheckIn: '2027-09-01', CheckOut: '2027-09-02', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 }],
    });
    expect(await llega).toEqual({ entidad: 'Reservas', metodo: 'insert', datos: { Id: r.body.Id, Version: 1 } });
    const cambio = siguiente(tab);
    await hotel.cliente.get(`/api/calendario/Confirmado/${r.body.Id}`).expect(200);
    expect(await cambio).toEqual({ entidad: 'Reservas', metodo: 'update', datos: { Id: r.body.Id, Version: 2 } });
  });

  it('lets no one in without a valid session', async () => {
    const socket = io(api.url!, { path: '/message2', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: 'sid=falso; h=1; u=1' } });
    abiertos.push(socket);
    const rechazo = await new Promise<string>((resolve) => {
      socket.once('connect_error', (error) => resolve(error.message));
      socket.once('connect', () => resolve('conectado'));
    });
    expect(rechazo).toBe('Vuelva a iniciar sesión');
  });
});

const desconexion = (socket: Socket, ms = 3000) =>
  new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('el socket sigue conectado')), ms);
    socket.once('disconnect', (motivo) => {
      clearTimeout(t);
      resolve(motivo);
    });
  });

describe('a session that ends takes its live sockets with it', () => {
  const reloj = new RelojDePrueba();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ escuchar: true, clock: reloj.leer, env: { REDIS_URL: '' } });
  });
  afterAll(() => api.close());
  conContrato(() => api);

  /** A browser signed in on its own (its own cookie jar) with a live socket. */
  async function pestana(hotel: HotelDePrueba) {
    const cliente = nuevoCliente(api.server);
    const login = await cliente.post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    const socket = io(api.url!, { path: '/message2', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: cookie.slice(0, cookie.indexOf(';')) } });
    abiertos.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { cliente, socket };
  }

  it('logout disconnects the sockets of that session, and only those', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const [una, otra] = [await pestana(hotel), await pestana(hotel)];
    const cerrada = desconexion(una.socket);
    await una.cliente.post('/api/Cuenta/Logout').expect(200);
    expect(await cerrada).toBe('io server disconnect');
    expect(otra.socket.connected).toBe(true);
  });

  it('a password change disconnects the sockets of the other sessions and keeps this one', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const [esta, otra] = [await pestana(hotel), await pestana(hotel)];
    const cerrada = desconexion(otra.socket);
    await esta.cliente.post('/api/Cuenta/ChangePassword').send({ id: hotel.userId, oldPassword: hotel.password, newPassword: `${hotel.password}-2` }).expect(200);
    expect(await cerrada).toBe('io server disconnect');
    expect(esta.socket.connected).toBe(true);
  });

  it('a session that expired without a request loses its socket at the next check', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const { socket } = await pestana(hotel);
    await api.app.get(LiveGateway).cerrarSesionesVencidas();
    expect(socket.connected).toBe(true);
    reloj.avanzarMinutos(21);
    const cerrada = desconexion(socket);
    await api.app.get(LiveGateway).cerrarSesionesVencidas();
    expect(await cerrada).toBe('io server disconnect');
  });
});

const redisUrl = process.env.REDIS_URL;
// Two API processes need a shared Redis; CI runs this with the local one (REDIS_URL).
(redisUrl ? describe : describe.skip)('live channel across two API processes sharing Redis (needs REDIS_URL)', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    // Two processes of one installation: the same Redis and the same key prefix.
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: `en-vivo-${randomUUID()}-` };
    a = await startTestApi({ escuchar: true, env });
    b = await startTestApi({ escuchar: true, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a change made through one process reaches a socket connected to the other', async () => {
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const socketEnB = await conectar(b, hotel);
    const llega = siguiente(socketEnB, 3000);
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Pensión completa' }).expect(200);
    expect(await llega).toEqual({ entidad: 'Regimenes', metodo: 'insert', datos: expect.objectContaining({ Nombre: 'Pensión completa' }) });
  });

  it('changes made together in one process all reach the other, in order', async () => {
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const socketEnB = await conectar(b, hotel);
    const nombres = ['Solo alojamiento', 'Desayuno', 'Media pensión'];
    const llegan = new Promise<string[]>((resolve) => {
      const recibidos: string[] = [];
      socketEnB.on('up', (u: ActualizacionEnVivo) => {
        if (u.entidad === 'Regimenes') recibidos.push((u.datos as { Nombre: string }).Nombre);
        if (recibidos.length === nombres.length) resolve(recibidos);
      });
    });
    for (const Nombre of nombres) await hotel.cliente.post('/api/Regimenes').send({ Nombre }).expect(200);
    expect(await llegan).toEqual(nombres);
  });

  it("another installation on the same Redis (another RATE_LIMIT_NAMESPACE) does not get this one's changes", async () => {
    const otra = await startTestApi({ escuchar: true, env: { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: `otra-${randomUUID()}-` } });
    try {
      const hotel = await registrarHotelConfigurado(a.server, 1);
      // Same database here, so the same session works on the other installation's process.
      const socketEnOtra = await conectar(otra, hotel);
      const socketEnB = await conectar(b, hotel);
      const enOtra: ActualizacionEnVivo[] = [];
      socketEnOtra.on('up', (u: ActualizacionEnVivo) => enOtra.push(u));
      const llegaAB = siguiente(socketEnB, 3000);
      await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Todo incluido' }).expect(200);
      await llegaAB;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(enOtra).toEqual([]);
    } finally {
      await otra.close();
    }
  });
});
