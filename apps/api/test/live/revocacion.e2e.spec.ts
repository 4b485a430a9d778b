import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import { type AvisoRecargar, EVENTO_RECARGAR, SesionesModificadas } from '@recepcion/contracts';
import { CrearOperador } from '@recepcion/cuenta-module';
import { comoSistema, sqlExecutor } from '@recepcion/platform';
import { type Cliente, type HotelDePrueba, nuevoCliente, registrarHotelConfigurado } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { conectarSocket, nombres, recibidos, unEvento, upDe } from '../support/socket-en-vivo';
import { startTestApi, type TestApi } from '../support/test-api';

// Any change of what a session proves (its hotel, its type, its access) moves or closes its live
// sockets at once, in every API process: the socket of a user removed from the hotel gets no
// further change of it, and an operator's socket opened while working as a hotel follows the
// operator back to its own hotel. With REDIS_URL, also with the change made through one process
// and the socket connected to another.

/** The `sid` a sign-in answer sets. */
function sidDe(respuesta: { headers: Record<string, unknown> }): string {
  const cookie = ((respuesta.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('El ingreso no dio la cookie de sesión');
  return cookie.slice(4, cookie.indexOf(';'));
}

/** A user the hotel's administrator creates, signed in from a browser of their own. */
async function usuarioDelHotel(api: TestApi, hotel: HotelDePrueba, tipo: 'RE' | 'CO' = 'RE'): Promise<{ accesoId: number; cliente: Cliente; sid: string }> {
  const email = `empleado-${randomUUID()}@hotel.test`;
  const creado = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Empleado', email, password: 'secreto123', IDTipoUsuario: tipo }).expect(200);
  const cliente = nuevoCliente(api.server);
  const login = await cliente.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
  return { accesoId: creado.body.Id as number, cliente, sid: sidDe(login) };
}

/** An operator made the way the CLI makes one, signed in from a browser of its own: its client and its session cookie. */
async function operador(api: TestApi): Promise<{ cliente: Cliente; sid: string; userId: number }> {
  const email = `operador-${randomUUID()}@proveedor.test`;
  await comoSistema(api.app, () => api.app.get(CommandBus).execute(new CrearOperador(email, 'Operador', 'operador-secreto')));
  const cliente = nuevoCliente(api.server);
  const login = await cliente.post('/api/Cuenta/Login').send({ email, password: 'operador-secreto' }).expect(200);
  return { cliente, sid: sidDe(login), userId: login.body.user_id as number };
}

/** Another sign-in of the hotel's administrator (another browser): its session cookie. */
async function otraSesion(api: TestApi, hotel: HotelDePrueba): Promise<string> {
  return sidDe(await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200));
}

function casos(escenario: () => { a: TestApi; b: TestApi }) {
  it('a hotel user removed from the hotel loses their socket at once, and no later change of the hotel reaches it', async () => {
    const { a, b } = escenario();
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const empleado = await usuarioDelHotel(a, hotel);
    const [suyo, delAdministrador] = [await conectarSocket(b, empleado.sid), await conectarSocket(b, await otraSesion(a, hotel))];
    // Before: both get the hotel's changes (the change goes through a, the sockets are in b).
    const antes = [upDe(suyo, 'Antes'), upDe(delAdministrador, 'Antes')];
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Antes' }).expect(200);
    await Promise.all(antes);

    const ups = recibidos(suyo);
    const cerrado = unEvento<string>(suyo, 'disconnect');
    await hotel.cliente.delete(`/api/HotelUsuarios/${empleado.accesoId}`).expect(200);
    // At once: the very next change does not reach the removed user's socket.
    const alAdministrador = upDe(delAdministrador, 'Después');
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Después' }).expect(200);
    await alAdministrador;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nombres(ups)).toEqual([]);
    expect(await cerrado).toBe('io server disconnect');
    expect(delAdministrador.connected).toBe(true);
    // Its cookie no longer opens a socket.
    await expect(conectarSocket(b, empleado.sid)).rejects.toThrow('Vuelva a iniciar sesión');
  });

  it('a change of type keeps the socket in its hotel, with every change in order', async () => {
    const { a, b } = escenario();
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const empleado = await usuarioDelHotel(a, hotel);
    const socket = await conectarSocket(b, empleado.sid);
    const ups = recibidos(socket);
    const ultimo = upDe(socket, 'Tercero');
    await hotel.cliente.put(`/api/HotelUsuarios/${empleado.accesoId}`).send({ IDTipoUsuario: 'CO' }).expect(200);
    for (const Nombre of ['Primero', 'Segundo', 'Tercero']) await hotel.cliente.post('/api/Regimenes').send({ Nombre }).expect(200);
    await ultimo;
    expect(nombres(ups)).toEqual(['Primero', 'Segundo', 'Tercero']);
    expect(socket.connected).toBe(true);
  });

  it("an operator's socket opened during AccederHotel follows the session back on VolverHotel: none of that hotel's changes or lists, told to reload", async () => {
    const { a, b } = escenario();
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const soporte = await operador(a);
    await soporte.cliente.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    const socket = await conectarSocket(b, soporte.sid);
    const listas = await socket.timeout(3000).emitWithAck('openhotel', [hotel.hotelId, 'full']);
    expect(listas.Habitaciones).toHaveLength(1);
    const antes = upDe(socket, 'Visto por soporte');
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Visto por soporte' }).expect(200);
    await antes;

    const ups = recibidos(socket);
    const recarga = unEvento<AvisoRecargar>(socket, EVENTO_RECARGAR);
    const vuelta = await soporte.cliente.post('/api/Root/VolverHotel').expect(200);
    const propioId = vuelta.body.HotelId as number;
    expect(propioId).not.toBe(hotel.hotelId);
    // The hotel's next change reaches its own sockets, not the operator's.
    const delHotel = await conectarSocket(b, await otraSesion(a, hotel));
    const alHotel = upDe(delHotel, 'Tras volver');
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Tras volver' }).expect(200);
    await alHotel;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nombres(ups)).toEqual([]);
    expect(await socket.timeout(3000).emitWithAck('openhotel', [hotel.hotelId, 'full'])).toEqual({ Message: 'No se encontro' });
    expect(await recarga).toEqual({ motivo: 'hotel', hotelId: propioId });
    // Moved, not closed: the operator's own hotel's lists and changes.
    expect(socket.connected).toBe(true);
    expect(Object.keys(await socket.timeout(3000).emitWithAck('openhotel', [propioId, 'full']))).toContain('Habitaciones');
    const propio = upDe(socket, 'De vuelta');
    await soporte.cliente.post('/api/Regimenes').send({ Nombre: 'De vuelta' }).expect(200);
    await propio;
    expect(nombres(ups)).toEqual(['De vuelta']);
  });

  it('deleting a hotel closes its sockets at once', async () => {
    const { a, b } = escenario();
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const socket = await conectarSocket(b, await otraSesion(a, hotel));
    const cerrado = unEvento<string>(socket, 'disconnect');
    const soporte = await operador(a);
    await soporte.cliente.get(`/api/Hoteles/EliminarHotelC/${encodeURIComponent(hotel.email)}/0`).expect(200);
    expect(await cerrado).toBe('io server disconnect');
  });

  it("AccederHotel moves the operator's open socket to the hotel it works as", async () => {
    const { a, b } = escenario();
    const hotel = await registrarHotelConfigurado(a.server, 1);
    const soporte = await operador(a);
    const socket = await conectarSocket(b, soporte.sid);
    const recarga = unEvento<AvisoRecargar>(socket, EVENTO_RECARGAR);
    await soporte.cliente.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    expect(await recarga).toEqual({ motivo: 'hotel', hotelId: hotel.hotelId });
    const llega = upDe(socket, 'Para soporte');
    await hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Para soporte' }).expect(200);
    await llega;
    await soporte.cliente.post('/api/Root/VolverHotel').expect(200);
  });
}

describe('revocation reaches the live sockets, in one API process', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ escuchar: true, env: { REDIS_URL: '' } });
  });
  afterAll(() => api.close());
  casos(() => ({ a: api, b: api }));

  // PostgreSQL only: on PGlite a reading outside the transaction waits for its commit anyway.
  (enPostgres ? it : it.skip)('a notice published before its change commits still moves the socket, a moment later', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const soporte = await operador(api);
    const socket = await conectarSocket(api, soporte.sid);
    const recarga = unEvento<AvisoRecargar>(socket, EVENTO_RECARGAR, 4000);
    const sesionId = createHash('sha256').update(soporte.sid).digest('hex');
    await api.app.get(MikroORM).em.fork().transactional(async (em) => {
      await sqlExecutor(em as EntityManager).query('update sesion set hotel_propio_id = hotel_id, hotel_id = $1 where id_hash = $2', [hotel.hotelId, sesionId]);
      api.app.get(EventBus).publish(new SesionesModificadas([soporte.userId]));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await recarga).toEqual({ motivo: 'hotel', hotelId: hotel.hotelId });
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('revocation reaches the live sockets of another API process (needs REDIS_URL)', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: `revocacion-${randomUUID()}-` };
    a = await startTestApi({ escuchar: true, env });
    b = await startTestApi({ escuchar: true, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  casos(() => ({ a, b }));
});
