import { randomUUID } from 'node:crypto';
import { type ActualizacionEnVivo, MENSAJE_HOTEL_CAMBIADO, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { type Cliente, hotelParaReservar, type HotelParaReservar, nuevoCliente, registrarHotel } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { type CorreoRecibido, servidorSmtp } from '../support/correo-smtp';
import { conectarSocket, upDe } from '../support/socket-en-vivo';
import { startTestApi, type TestApi } from '../support/test-api';

// A user with access to several hotels: lists them, switches from the user menu (the session's
// hotel changes on the server, the live socket leaves the old hotel's room at once) and signs in
// next time to the last one used. The second hotel is reached the way people reach it: an
// invitation mailed through a real SMTP server in this process, accepted by its link.

const PUBLIC_URL = 'https://recepcion.prueba';
let api: TestApi;
let smtp: Awaited<ReturnType<typeof servidorSmtp>>;

beforeAll(async () => {
  smtp = await servidorSmtp();
  api = await startTestApi({ escuchar: true, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await api?.close();
  await smtp?.cerrar();
});
conContrato(() => api);

/** What must be there, or the test stops saying what is missing. */
function hay<T>(valor: T | null | undefined, que: string): T {
  if (valor === null || valor === undefined) throw new Error(`Falta ${que}`);
  return valor;
}

const tokenDe = (correo: CorreoRecibido) => hay(correo.texto.match(/\/invitacion\?token=([\w-]+)/), 'el enlace de la invitación')[1];

/** A user of hotel `propio` who also works in hotel `otro` (invited as RE, accepted by the mailed link): signed in with a password of its own. */
async function conDosHoteles(): Promise<{ propio: HotelParaReservar; otro: HotelParaReservar; persona: Cliente; sid: string; email: string; password: string }> {
  const otro = await hotelParaReservar(api.server, 3);
  const email = `doble-${randomUUID().slice(0, 12)}@hotel.test`;
  const password = 'clave-doble';
  await otro.cliente.post('/api/HotelUsuarios').send({ Usuario: email, IDTipoUsuario: 'RE' }).expect(200);
  const token = tokenDe(await smtp.esperar(email, () => true));
  const persona = nuevoCliente(api.server);
  // No account yet: the link makes one, in the inviting hotel.
  const aceptada = await persona.post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Doble', password }).expect(200);
  const sid = hay(([] as string[]).concat(aceptada.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid=')), 'la cookie de sesión').split(';')[0].slice('sid='.length);
  // A second hotel invites the same person, who accepts from the user menu (the address is proven by the first link).
  const propio = await hotelParaReservar(api.server, 2);
  await propio.cliente.post('/api/HotelUsuarios').send({ Usuario: email, IDTipoUsuario: 'AD' }).expect(200);
  const segundo = (await persona.get('/api/Invitaciones').expect(200)).body as { Id: number; HotelId: number }[];
  const invitacion = hay(segundo.find((i) => i.HotelId === propio.hotelId), 'la segunda invitación');
  await persona.post(`/api/Invitaciones/${invitacion.Id}/Aceptar`).expect(200);
  return { propio, otro, persona, sid, email, password };
}

describe('a user with several hotels', () => {
  it('lists them, switches the session on the server, and signs in next time to the last one used', async () => {
    const { propio, otro, persona, email, password } = await conDosHoteles();
    const hoteles = (await persona.get('/api/Cuenta/Hoteles').expect(200)).body;
    expect(hoteles).toEqual(
      expect.arrayContaining([
        { HotelId: propio.hotelId, Nombre: expect.any(String), TipoUsuario: 'AD', Actual: true },
        { HotelId: otro.hotelId, Nombre: expect.any(String), TipoUsuario: 'RE', Actual: false },
      ]),
    );
    expect(hoteles).toHaveLength(2);

    const cambio = await persona.post(`/api/Cuenta/CambiarHotel/${otro.hotelId}`).expect(200);
    expect(cambio.body).toMatchObject({ HotelId: otro.hotelId, Sesion: { hotel_id: otro.hotelId, usuario: { TipoUsuario: 'RE' } } });
    expect(cambio.body.Message).toBe(`${M.hotelCambiado} ${cambio.body.NombreHotel}`);
    expect(String(cambio.headers['set-cookie'])).toContain(`h=${otro.hotelId}`);
    // The server's session is in the other hotel now: its data and its type (RE cannot change rooms there).
    expect((await persona.get(`/api/Apertura/Configuracion/${otro.hotelId}`).expect(200)).body).toMatchObject({ HotelId: otro.hotelId, Usuario: { TipoUsuario: 'RE' } });
    expect((await persona.get(`/api/Apertura/Configuracion/${propio.hotelId}`)).status).toBe(404);
    expect((await persona.post('/api/Habitaciones').send({ Nombre: 'X1', TipoHabitacionId: 1 })).status).toBe(403);
    expect((await persona.get('/api/Cuenta/Hoteles')).body.find((h: { Actual: boolean }) => h.Actual).HotelId).toBe(otro.hotelId);

    // A new sign-in lands in the hotel used last.
    const luego = nuevoCliente(api.server);
    const login = (await luego.post('/api/Cuenta/Login').send({ email, password }).expect(200)).body;
    expect(login.hotel_id).toBe(otro.hotelId);
  });

  it('refuses, with nothing saved, what a tab left on the old hotel sends after another tab switched', async () => {
    const { propio, otro, persona } = await conDosHoteles();
    await persona.post(`/api/Cuenta/CambiarHotel/${otro.hotelId}`).expect(200);
    // The stale tab still shows its own hotel and says so; the session is in the other one now.
    const gasto = { Fecha: '2027-03-01', Concepto: 'Gasto de la pestaña vieja', Valor: 777 };
    const vieja = await persona.post('/api/Gastos').set('X-Hotel-Pagina', String(propio.hotelId)).send(gasto);
    expect([vieja.status, vieja.body]).toEqual([409, { Message: MENSAJE_HOTEL_CAMBIADO }]);
    expect((await persona.get('/api/Gastos/Busqueda/2027-03-01/2027-03-01').set('X-Hotel-Pagina', String(propio.hotelId))).status).toBe(409);
    expect((await persona.get('/api/Gastos/Busqueda/2027-03-01/2027-03-01').expect(200)).body).toEqual([]);
    // The tab that switched names the new hotel: it works there.
    await persona.post('/api/Gastos').set('X-Hotel-Pagina', String(otro.hotelId)).send(gasto).expect(200);
    // Signing out never asks which hotel.
    await persona.post('/api/Cuenta/Logout').set('X-Hotel-Pagina', String(propio.hotelId)).expect(200);
  });

  it('refuses a hotel the user has no access to, and leaves the session where it was', async () => {
    const { propio, persona } = await conDosHoteles();
    const ajeno = await registrarHotel(api.server);
    const r = await persona.post(`/api/Cuenta/CambiarHotel/${ajeno.hotelId}`);
    expect(r.status).toBe(404);
    expect(r.body.Message).toEqual(expect.any(String));
    expect((await persona.get(`/api/Apertura/Configuracion/${propio.hotelId}`)).status).toBe(200);
    expect((await persona.post('/api/Cuenta/CambiarHotel/abc')).status).toBe(400);
    // Signed out: the spec's «Vuelva a iniciar sesión» (its 500), as every call that needs a session.
    const anonimo = await nuevoCliente(api.server).post(`/api/Cuenta/CambiarHotel/${propio.hotelId}`);
    expect([anonimo.status, anonimo.body.Message]).toEqual([500, 'Vuelva a iniciar sesión']);
  });

  it('moves the open live socket to the new hotel at once: the old hotel’s changes stop reaching it', async () => {
    const { propio, otro, persona, sid } = await conDosHoteles();
    const socket = await conectarSocket(api, sid);
    const antes = upDe(socket, 'Del propio, antes');
    await propio.cliente.post('/api/Regimenes').send({ Nombre: 'Del propio, antes' }).expect(200);
    await antes;

    await persona.post(`/api/Cuenta/CambiarHotel/${otro.hotelId}`).expect(200);
    const ups: string[] = [];
    socket.on('up', (u: ActualizacionEnVivo) => ups.push(String((u.datos as { Nombre?: string } | null)?.Nombre)));
    const delOtro = upDe(socket, 'Del otro');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await propio.cliente.post('/api/Regimenes').send({ Nombre: 'Del propio, después' }).expect(200);
    await otro.cliente.post('/api/Regimenes').send({ Nombre: 'Del otro' }).expect(200);
    await delOtro;
    expect(ups).not.toContain('Del propio, después');
  });
});

describe('the group view', () => {
  it('shows each of the user’s hotels side by side with today’s figures and this month’s room revenue, read as that hotel', async () => {
    const { propio, otro, persona } = await conDosHoteles();
    const hoy = new Date().toISOString().slice(0, 10);
    // The inviting hotel: two rooms of three tonight (one arriving today), at 40.000 and 50.000 a night.
    await otro.cliente.post('/api/ReservasB').send(otro.cuerpoReserva(0, hoy, sumarDias(hoy, 1), 40000)).expect(200);
    await otro.cliente.post('/api/ReservasB').send(otro.cuerpoReserva(1, sumarDias(hoy, -1), sumarDias(hoy, 1), 50000)).expect(200);
    // A third hotel the person has nothing to do with: never listed.
    const ajeno = await hotelParaReservar(api.server, 1);
    await ajeno.cliente.post('/api/ReservasB').send(ajeno.cuerpoReserva(0, hoy, sumarDias(hoy, 1))).expect(200);

    const resumen = (await persona.get('/api/Grupo/Resumen').expect(200)).body;
    expect(resumen.Fecha).toBe(hoy);
    const porHotel = new Map(resumen.Hoteles.map((h: { HotelId: number }) => [h.HotelId, h]));
    expect([...porHotel.keys()].sort()).toEqual([propio.hotelId, otro.hotelId].sort());
    expect(porHotel.get(propio.hotelId)).toMatchObject({ Actual: true, Habitaciones: 2, OcupadasHoy: 0, Ocupacion: 0, Llegadas: 0, Salidas: 0, IngresosMes: [] });
    // This month's revenue: tonight's two nights, plus last night's when yesterday is in this month.
    const ingresos = hoy.slice(0, 7) === sumarDias(hoy, -1).slice(0, 7) ? 140000 : 90000;
    expect(porHotel.get(otro.hotelId)).toMatchObject({
      Actual: false,
      Habitaciones: 3,
      OcupadasHoy: 2,
      Ocupacion: 66.7,
      Llegadas: 1,
      Salidas: 0,
      IngresosMes: [{ MonedaId: 'CLP', Total: ingresos }],
    });
  });
});
