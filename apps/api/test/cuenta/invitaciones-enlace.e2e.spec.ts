import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { INVITACIONES_POR_DESTINATARIO, INVITACIONES_POR_HOTEL, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { type Cliente, type HotelDePrueba, nuevoCliente, registrarHotel, RelojDePrueba } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { type CorreoRecibido, servidorSmtp } from '../support/correo-smtp';
import { startTestApi, type TestApi } from '../support/test-api';

// An e-mail address is proven only by a link sent to it, and a hotel
// cannot use invitations to mail anyone at will. Every mail goes through a real SMTP server in
// this process; the links are read from the mails as their recipients would.

const PUBLIC_URL = 'https://recepcion.prueba';
const ASUNTO_INVITACION = 'Recepción: le invitaron a trabajar en un hotel';
const ASUNTO_VERIFICACION = 'Recepción: verifique su correo';

const reloj = new RelojDePrueba();
let api: TestApi;
let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
let db: pg.Client;

beforeAll(async () => {
  smtp = await servidorSmtp();
  api = await startTestApi({ clock: reloj.leer, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await api?.close();
  await smtp?.cerrar();
});
conContrato(() => api);

const correoNuevo = (prefijo = 'nuevo.empleado') => `${prefijo}-${randomUUID().slice(0, 12)}@hotel.test`;

/** The token of the mail's link to `ruta` (`/invitacion`, `/verificar`, `/restablecer-contrasena`), checking the link's base. */
function tokenDe(correo: CorreoRecibido, ruta: string): string {
  const enlace = correo.texto.match(new RegExp(`(\\S+)${ruta}\\?token=([\\w-]+)`));
  if (!enlace) throw new Error(`El correo no trae un enlace a ${ruta}: ${correo.texto}`);
  expect(enlace[1]).toBe(PUBLIC_URL);
  return enlace[2];
}

const invitacion = (para: string) => smtp.esperar(para, (c) => c.asunto === ASUNTO_INVITACION);

async function invitar(hotel: HotelDePrueba, email: string, tipo = 'RE') {
  const r = await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: email, IDTipoUsuario: tipo });
  expect([r.status, r.body]).toEqual([200, { Message: M.invitacionEnviada }]);
  return tokenDe(await invitacion(email), '/invitacion');
}

async function ingresar(email: string, password: string): Promise<Cliente> {
  const cliente = nuevoCliente(api.server);
  await cliente.post('/api/Cuenta/Login').send({ email, password }).expect(200);
  return cliente;
}

const idInvitacion = async (hotelId: number, email: string) =>
  Number((await db.query('select id from invitacion_hotel where hotel_id = $1 and email_lower = $2', [hotelId, email.toLowerCase()])).rows[0]?.id);

const accesos = async (email: string) =>
  (
    await db.query('select a.hotel_id, a.tipo_usuario from hotel_usuario a join usuario u on u.id = a.usuario_id where u.email_lower = $1 order by a.id', [email.toLowerCase()])
  ).rows.map((f) => [f.hotel_id, f.tipo_usuario]);

const cookie = (respuesta: { headers: Record<string, unknown> }, nombre: string) =>
  ([] as string[]).concat((respuesta.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${nombre}=`))?.split(';')[0].slice(nombre.length + 1);

describe('invitation squatting', () => {
  it('an account registered with the invited address neither sees nor takes the invitation without its link, and never reaches the hotel', async () => {
    const v = await registrarHotel(api.server);
    const email = correoNuevo();
    const invitada = await v.cliente.post('/api/HotelUsuarios').send({ Usuario: email, IDTipoUsuario: 'AD' });
    expect([invitada.status, invitada.body]).toEqual([200, { Message: M.invitacionEnviada }]);

    // The steps: anyone signs up with the invited address...
    const okupa = await registrarHotel(api.server, { email });
    // ...does not see the invitation under «Invitaciones»...
    expect((await okupa.cliente.get('/api/Invitaciones')).body).toEqual([]);
    // ...nor accepts or declines it by its number, nor by a guessed link.
    const id = await idInvitacion(v.hotelId, email);
    expect(id).toBeGreaterThan(0);
    for (const accion of ['Aceptar', 'Rechazar']) {
      const r = await okupa.cliente.post(`/api/Invitaciones/${id}/${accion}`);
      expect([r.status, r.body]).toEqual([400, { Message: M.invitacionNoDisponible }]);
    }
    const adivinado = await okupa.cliente.post('/api/Invitaciones/Aceptar').send({ token: 'A'.repeat(43) });
    expect([adivinado.status, adivinado.body]).toEqual([400, { Message: M.enlaceInvitacionInvalido }]);
    // Signing in again lands in its own hotel: it never got hotel V.
    const otraVez = await ingresar(email, okupa.password);
    expect((await otraVez.get(`/api/Apertura/Configuracion/${v.hotelId}`)).status).toBe(404);
    expect(await accesos(email)).toEqual([[okupa.hotelId, 'AD']]);
    // The invitation is still there for whoever reads the mailbox.
    expect(await idInvitacion(v.hotelId, email)).toBe(id);

    // With the mailed link, signed in as the account of that address, it is accepted.
    const token = tokenDe(await invitacion(email), '/invitacion');
    const aceptada = await otraVez.post('/api/Invitaciones/Aceptar').send({ token });
    expect(aceptada.status).toBe(200);
    expect(aceptada.body).toMatchObject({ Message: M.invitacionAceptada, HotelId: v.hotelId, Sesion: { hotel_id: v.hotelId, usuario: { CorreoVerificado: true, TipoUsuario: 'AD' } } });
  });

  it('an account another hotel makes with the invited address (CrearUsuario) belongs to that hotel only; the mailbox’s owner proves the address by a mailed link and then accepts', async () => {
    const v = await registrarHotel(api.server);
    const atacante = await registrarHotel(api.server);
    const email = correoNuevo();
    const token = await invitar(v, email);

    const creado = await atacante.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Okupa', email, password: 'okupa-1234' });
    expect(creado.status).toBe(200);
    const okupa = await ingresar(email, 'okupa-1234');
    expect((await okupa.get('/api/Invitaciones')).body).toEqual([]);
    const porId = await okupa.post(`/api/Invitaciones/${await idInvitacion(v.hotelId, email)}/Aceptar`);
    expect([porId.status, porId.body]).toEqual([400, { Message: M.invitacionNoDisponible }]);
    expect(await accesos(email)).toEqual([[atacante.hotelId, 'RE']]);

    // The person who reads the mailbox opens the link: the address has an account, so the link
    // alone signs no one in (nor makes a second account).
    const duena = nuevoCliente(api.server);
    expect((await duena.post('/api/Invitaciones/Consultar').send({ token })).body).toMatchObject({ HotelId: v.hotelId, Email: email, TieneCuenta: true });
    const sinCuenta = await duena.post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Dueña', password: 'clave-duena' });
    expect([sinCuenta.status, sinCuenta.body]).toEqual([400, { Message: M.invitacionIngreseParaAceptar }]);
    const okupaConEnlace = await atacante.cliente.post('/api/Invitaciones/Aceptar').send({ token });
    expect([okupaConEnlace.status, okupaConEnlace.body]).toEqual([400, { Message: M.invitacionParaOtroCorreo }]);

    // She recovers the account through its mailed link (which proves the address too)...
    await duena.post('/api/Cuenta/RecoveryPassword').send({ email }).expect(200);
    const restablecer = tokenDe(await smtp.esperar(email, (c) => c.texto.includes('/restablecer-contrasena?token=')), '/restablecer-contrasena');
    await duena.post('/api/Cuenta/RestablecerContrasena').send({ token: restablecer, password: 'clave-duena' }).expect(200);
    const propia = await ingresar(email, 'clave-duena');
    expect((await propia.get(`/api/Apertura/Configuracion/${atacante.hotelId}`)).body.Usuario.CorreoVerificado).toBe(true);
    // ...and, the address proven, the invitation is listed to her and she accepts it.
    const [lista] = (await propia.get('/api/Invitaciones')).body;
    expect(lista).toMatchObject({ HotelId: v.hotelId, IDTipoUsuario: 'RE' });
    expect((await propia.post(`/api/Invitaciones/${lista.Id}/Aceptar`)).body).toMatchObject({ HotelId: v.hotelId });
    expect((await propia.get(`/api/Apertura/Configuracion/${v.hotelId}`)).status).toBe(200);
  });

  it('a person without an account opens the link, sets a name and a password, and is signed in to the inviting hotel', async () => {
    const v = await registrarHotel(api.server);
    const email = correoNuevo();
    const token = await invitar(v, email, 'RE');
    // At least 128 random bits, and only their hash is stored.
    expect(token).toMatch(/^[\w-]{43}$/);
    const { rows } = await db.query('select token_hash from invitacion_hotel where hotel_id = $1 and email_lower = $2', [v.hotelId, email]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const persona = nuevoCliente(api.server);
    const consulta = await persona.post('/api/Invitaciones/Consultar').send({ token });
    expect(consulta.body).toEqual({ HotelId: v.hotelId, NombreHotel: v.sesion.config.Nombre, IDTipoUsuario: 'RE', Email: email, TieneCuenta: false, Vence: expect.any(String) });
    expect(new Date(consulta.body.Vence).getTime() - reloj.leer().getTime()).toBe(7 * 24 * 60 * 60_000);

    const sinNombre = await persona.post('/api/Invitaciones/Aceptar').send({ token, password: 'clave-nueva' });
    expect([sinNombre.status, sinNombre.body]).toEqual([400, { Message: M.faltaNombre }]);
    const corta = await persona.post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Nueva Empleada', password: '12345' });
    expect([corta.status, corta.body]).toEqual([400, { Message: M.contrasenaCorta }]);
    expect((await persona.post('/api/Invitaciones/Aceptar').send({})).body).toEqual({ Message: M.enlaceInvitacionInvalido });

    const aceptada = await persona.post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Nueva Empleada', password: 'clave-nueva' });
    expect(aceptada.status).toBe(200);
    expect(aceptada.body).toMatchObject({
      Message: M.invitacionAceptada,
      HotelId: v.hotelId,
      Sesion: { hotel_id: v.hotelId, usuario: { Nombre: 'Nueva Empleada', Email: email, TipoUsuario: 'RE', CorreoVerificado: true } },
    });
    expect(cookie(aceptada, 'sid')).toBeTruthy();
    expect(cookie(aceptada, 'h')).toBe(String(v.hotelId));
    // Signed in, in the inviting hotel, and no hotel of her own.
    expect((await persona.get(`/api/Apertura/Configuracion/${v.hotelId}`)).body).toMatchObject({ HotelId: v.hotelId, Usuario: { Email: email, TipoUsuario: 'RE' } });
    expect(await accesos(email)).toEqual([[v.hotelId, 'RE']]);
    // The link worked once.
    const otraVez = await nuevoCliente(api.server).post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Otra', password: 'clave-otra' });
    expect([otraVez.status, otraVez.body]).toEqual([400, { Message: M.enlaceInvitacionInvalido }]);
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token })).status).toBe(400);
    // Her next sign-in lands there too.
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email, password: 'clave-nueva' })).body.hotel_id).toBe(v.hotelId);
  });

  it('declines by the link without an account: the invitation and its link are gone', async () => {
    const v = await registrarHotel(api.server);
    const email = correoNuevo();
    const token = await invitar(v, email);
    const r = await nuevoCliente(api.server).post('/api/Invitaciones/Rechazar').send({ token });
    expect([r.status, r.body]).toEqual([200, { Message: M.invitacionRechazada }]);
    expect(await idInvitacion(v.hotelId, email)).toBeNaN();
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Rechazar').send({ token })).body).toEqual({ Message: M.enlaceInvitacionInvalido });
  });
});

describe('a person with an account accepts by the link', () => {
  it('signed out is asked to sign in, signed in as another account is refused; signed in with the address accepts, and the session moves to the hotel at once', async () => {
    const v = await registrarHotel(api.server);
    const c = await registrarHotel(api.server);
    const token = await invitar(v, c.email, 'CO');

    const anonimo = await nuevoCliente(api.server).post('/api/Invitaciones/Aceptar').send({ token });
    expect([anonimo.status, anonimo.body]).toEqual([400, { Message: M.invitacionIngreseParaAceptar }]);
    const otro = await registrarHotel(api.server);
    const ajeno = await otro.cliente.post('/api/Invitaciones/Aceptar').send({ token });
    expect([ajeno.status, ajeno.body]).toEqual([400, { Message: M.invitacionParaOtroCorreo }]);

    expect((await c.cliente.get(`/api/Apertura/Configuracion/${c.hotelId}`)).body.Usuario.CorreoVerificado).toBe(false);
    expect((await c.cliente.get(`/api/Apertura/Configuracion/${v.hotelId}`)).status).toBe(404);
    const aceptada = await c.cliente.post('/api/Invitaciones/Aceptar').send({ token });
    expect(aceptada.status).toBe(200);
    expect(aceptada.body.Sesion).toMatchObject({ hotel_id: v.hotelId, user_id: c.userId, usuario: { TipoUsuario: 'CO', CorreoVerificado: true } });
    // The same session (no new cookie), now in hotel V: its configuration, its type, its data.
    expect(cookie(aceptada, 'sid')).toBeUndefined();
    expect(cookie(aceptada, 'h')).toBe(String(v.hotelId));
    expect((await c.cliente.get(`/api/Apertura/Configuracion/${v.hotelId}`)).body).toMatchObject({ HotelId: v.hotelId, Usuario: { TipoUsuario: 'CO', CorreoVerificado: true } });
    expect((await c.cliente.get(`/api/Apertura/Configuracion/${c.hotelId}`)).status).toBe(404);
    expect((await c.cliente.get(`/api/Hoteles/${v.hotelId}`)).body).toMatchObject({ Id: v.hotelId });
    // Consulta in V: writes are refused there.
    expect((await c.cliente.post('/api/Habitaciones').send({ Nombre: 'X1', TipoHabitacionId: 1 })).status).toBe(403);
    // Both hotels kept; the next sign-in lands in the one just accepted.
    expect(await accesos(c.email)).toEqual([
      [c.hotelId, 'AD'],
      [v.hotelId, 'CO'],
    ]);
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: c.email, password: c.password })).body.hotel_id).toBe(v.hotelId);
  });
});

describe('verification of a sign-up’s address', () => {
  it('mails a link; until it is opened no invitation is listed; opening it lists them, and accepting moves the session at once', async () => {
    const v = await registrarHotel(api.server);
    const email = correoNuevo('registro');
    const b = await registrarHotel(api.server, { email, nombre: 'Bea <b>Spam</b> http://spam.example' });
    const verificacion = await smtp.esperar(email, (c) => c.asunto === ASUNTO_VERIFICACION);
    const token = tokenDe(verificacion, '/verificar');
    // Nothing the sign-up typed reaches the mail.
    expect(verificacion.texto).not.toContain('Bea');
    expect(verificacion.texto).not.toContain('spam');
    expect(b.sesion.usuario.CorreoVerificado).toBe(false);

    await invitar(v, email);
    expect((await b.cliente.get('/api/Invitaciones')).body).toEqual([]);

    const malo = await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token: 'x'.repeat(43) });
    expect([malo.status, malo.body]).toEqual([400, { Message: M.enlaceVerificacionInvalido }]);
    // No session needed: the link is the proof.
    const ok = await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token });
    expect([ok.status, ok.body]).toEqual([200, { Message: M.correoVerificado }]);
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token })).body).toEqual({ Message: M.enlaceVerificacionInvalido });
    expect((await b.cliente.get(`/api/Apertura/Configuracion/${b.hotelId}`)).body.Usuario.CorreoVerificado).toBe(true);

    const [pendiente] = (await b.cliente.get('/api/Invitaciones')).body;
    expect(pendiente).toMatchObject({ HotelId: v.hotelId, IDTipoUsuario: 'RE' });
    const aceptada = await b.cliente.post(`/api/Invitaciones/${pendiente.Id}/Aceptar`);
    expect(aceptada.body).toMatchObject({ Message: M.invitacionAceptada, HotelId: v.hotelId, Sesion: { hotel_id: v.hotelId } });
    expect(cookie(aceptada, 'h')).toBe(String(v.hotelId));
    expect((await b.cliente.get(`/api/Apertura/Configuracion/${v.hotelId}`)).status).toBe(200);
  });

  it('mails the link again on request (the older one retires), at most 3 times an hour; a proven address is told so', async () => {
    const email = correoNuevo('reenvio');
    const b = await registrarHotel(api.server, { email });
    const primero = tokenDe(await smtp.esperar(email, (c) => c.asunto === ASUNTO_VERIFICACION), '/verificar');
    for (let i = 0; i < 3; i++) expect((await b.cliente.post('/api/Cuenta/EnviarVerificacion')).body).toEqual({ Message: M.verificacionEnviada });
    const demasiadas = await b.cliente.post('/api/Cuenta/EnviarVerificacion');
    expect([demasiadas.status, demasiadas.body]).toEqual([429, { Message: M.demasiadasVerificaciones }]);
    let ultimo = '';
    for (let i = 0; i < 3; i++) ultimo = tokenDe(await smtp.esperar(email, (c) => c.asunto === ASUNTO_VERIFICACION), '/verificar');
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token: primero })).status).toBe(400);
    await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token: ultimo }).expect(200);
    expect((await b.cliente.post('/api/Cuenta/EnviarVerificacion')).body).toEqual({ Message: M.correoYaVerificado });
    expect(smtp.a(email)).toHaveLength(4);
  });
});

describe('invitation mail limits', () => {
  it('keeps the hotel’s text out of the subject, and re-inviting a pending address sends no second mail until 10 minutes have passed; then a new link replaces the old one', async () => {
    const marca = randomUUID().slice(0, 8);
    const v = await registrarHotel(api.server, { nombreHotel: `GANE DINERO YA ${marca} http://spam.example` });
    const email = correoNuevo('reinvitado');
    const primero = await invitar(v, email, 'RE');
    const [correo] = smtp.a(email);
    expect(correo.asunto).toBe(ASUNTO_INVITACION);
    expect(correo.texto).toContain(`El hotel «GANE DINERO YA ${marca} http://spam.example» le invita a trabajar con él en Recepción, como Recepción.`);

    for (const tipo of ['CO', 'AD']) {
      const otra = await v.cliente.post('/api/HotelUsuarios').send({ Usuario: email, IDTipoUsuario: tipo });
      expect([otra.status, otra.body]).toEqual([200, { Message: M.invitacionPendiente }]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.a(email)).toHaveLength(1);
    // The type changed; the link stays the same.
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token: primero })).body).toMatchObject({ IDTipoUsuario: 'AD' });

    reloj.avanzarMinutos(10);
    const segundo = await invitar(v, email, 'RE');
    expect(segundo).not.toBe(primero);
    expect(smtp.a(email)).toHaveLength(2);
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token: primero })).body).toEqual({ Message: M.enlaceInvitacionInvalido });
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token: segundo })).body).toMatchObject({ IDTipoUsuario: 'RE' });
  });

  it(`a hotel sends at most ${INVITACIONES_POR_HOTEL} invitation mails an hour (429, nothing stored)`, async () => {
    const v = await registrarHotel(api.server);
    const direcciones = Array.from({ length: INVITACIONES_POR_HOTEL + 1 }, () => correoNuevo('masivo'));
    for (const email of direcciones.slice(0, -1)) {
      expect((await v.cliente.post('/api/HotelUsuarios').send({ Usuario: email })).body).toEqual({ Message: M.invitacionEnviada });
    }
    const sobra = await v.cliente.post('/api/HotelUsuarios').send({ Usuario: direcciones.at(-1) });
    expect([sobra.status, sobra.body]).toEqual([429, { Message: M.demasiadasInvitacionesHotel }]);
    expect(await idInvitacion(v.hotelId, direcciones.at(-1)!)).toBeNaN();
    for (const email of direcciones.slice(0, -1)) await invitacion(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.a(direcciones.at(-1)!)).toEqual([]);
  });

  it(`an address receives at most ${INVITACIONES_POR_DESTINATARIO} invitation mails a day from all hotels (429)`, async () => {
    const email = correoNuevo('solicitada');
    const hoteles = await Promise.all(Array.from({ length: INVITACIONES_POR_DESTINATARIO + 1 }, () => registrarHotel(api.server)));
    for (const hotel of hoteles.slice(0, -1)) await invitar(hotel, email);
    const sobra = await hoteles.at(-1)!.cliente.post('/api/HotelUsuarios').send({ Usuario: email });
    expect([sobra.status, sobra.body]).toEqual([429, { Message: M.demasiadasInvitacionesCorreo }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.a(email)).toHaveLength(INVITACIONES_POR_DESTINATARIO);
  });
});

describe('an invitation’s link expires', () => {
  it('after 7 days: neither its page nor accepting works', async () => {
    const v = await registrarHotel(api.server);
    const email = correoNuevo('vencida');
    const token = await invitar(v, email);
    reloj.avanzarDias(7);
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token })).body).toEqual({ Message: M.enlaceInvitacionInvalido });
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Aceptar').send({ token, nombre: 'Tarde', password: 'clave-tarde' })).body).toEqual({
      Message: M.enlaceInvitacionInvalido,
    });
  });
});

describe('the hotel’s pending invitations', () => {
  it('lists what the hotel sent and nobody answered; withdrawn, the link stops working; other hotels and non-administrators cannot touch them', async () => {
    const v = await registrarHotel(api.server);
    const [pendiente, retirada, aceptada] = [correoNuevo('pendiente'), correoNuevo('Retirada'), correoNuevo('aceptada')];
    await invitar(v, pendiente, 'CO');
    const tokenRetirada = await invitar(v, retirada, 'RE');
    const tokenAceptada = await invitar(v, aceptada, 'RE');
    await nuevoCliente(api.server).post('/api/Invitaciones/Aceptar').send({ token: tokenAceptada, nombre: 'Aceptó', password: 'clave-acepto' }).expect(200);

    const lista = (await v.cliente.get('/api/HotelUsuarios/Invitaciones').expect(200)).body;
    expect(lista.map((i: { Email: string; IDTipoUsuario: string }) => [i.Email, i.IDTipoUsuario]).sort()).toEqual([
      [pendiente, 'CO'],
      [retirada.toLowerCase(), 'RE'],
    ]);
    const ahora = reloj.leer().getTime();
    for (const i of lista) expect(Date.parse(i.Vence) - Date.parse(i.Fecha)).toBe(7 * 24 * 3600_000);
    expect(Date.parse(lista[0].Fecha)).toBe(ahora);

    // Another hotel's administrator sees none of them and cannot withdraw them.
    const otro = await registrarHotel(api.server);
    expect((await otro.cliente.get('/api/HotelUsuarios/Invitaciones').expect(200)).body).toEqual([]);
    const idRetirada = await idInvitacion(v.hotelId, retirada);
    await otro.cliente.delete(`/api/HotelUsuarios/Invitaciones/${idRetirada}`).expect(404);
    // A receptionist of the hotel neither.
    const recepcion = correoNuevo('recepcion');
    const creada = (await v.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Recepción', email: recepcion, password: 'clave-recepcion' }).expect(200)).body;
    await v.cliente.put(`/api/HotelUsuarios/${creada.Id}`).send({ IDTipoUsuario: 'RE' }).expect(200);
    expect((await (await ingresar(recepcion, 'clave-recepcion')).delete(`/api/HotelUsuarios/Invitaciones/${idRetirada}`)).status).toBe(403);

    expect((await v.cliente.delete(`/api/HotelUsuarios/Invitaciones/${idRetirada}`).expect(200)).body).toEqual({ Message: M.invitacionRetirada });
    expect((await v.cliente.get('/api/HotelUsuarios/Invitaciones')).body.map((i: { Email: string }) => i.Email)).toEqual([pendiente]);
    expect((await nuevoCliente(api.server).post('/api/Invitaciones/Consultar').send({ token: tokenRetirada })).body).toEqual({ Message: M.enlaceInvitacionInvalido });
    await v.cliente.delete(`/api/HotelUsuarios/Invitaciones/${idRetirada}`).expect(404);
    // The activity log says who was uninvited.
    const actividad = JSON.stringify((await v.cliente.get('/api/Actividad').expect(200)).body);
    expect(actividad).toContain(`Invitación a ${retirada.toLowerCase()} (Recepción) retirada`);

    // Expired, it leaves the list.
    reloj.avanzarDias(7);
    expect((await (await ingresar(v.email, v.password)).get('/api/HotelUsuarios/Invitaciones').expect(200)).body).toEqual([]);
  });
});
