import { randomUUID } from 'node:crypto';
import { type Cliente, nuevoCliente, registrarHotel, RelojDePrueba } from '@recepcion/testing';
import request from 'supertest';
import { operadorConSesion } from '../support/operador';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

const reloj = new RelojDePrueba();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock: reloj.leer });
});
afterAll(() => api.close());
conContrato(() => api);

const correo = () => `usuario-${randomUUID()}@hotel.test`;
const registro = (cambios: Record<string, unknown> = {}) => ({
  nombre: 'Ana Pérez',
  email: correo(),
  password: 'clave123',
  nombreHotel: 'Hostal del Puerto',
  paisId: 55,
  ...cambios,
});

describe('POST /api/Cuenta/Register', () => {
  it.each([
    [{ nombre: '  ' }, 'Falta ingresar el nombre'],
    [{ email: '' }, 'Falta ingresar el correo'],
    [{ email: 'no-es-correo' }, 'El correo no es válido'],
    [{ password: '' }, 'Falta ingresar la contraseña'],
    [{ password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ nombreHotel: '' }, 'Falta ingresar el nombre del hotel'],
    [{ paisId: undefined }, 'Falta seleccionar el País'],
    [{ paisId: 999 }, 'El país seleccionado no existe'],
  ])('refuses %o with "%s"', async (cambio, mensaje) => {
    const respuesta = await nuevoCliente(api.server).post('/api/Cuenta/Register').send(registro(cambio));
    expect(respuesta.status).toBe(400);
    expect(respuesta.body).toEqual({ Message: mensaje });
  });

  it('creates company, hotel and configuration with the country currency, signs the user in', async () => {
    const cliente = nuevoCliente(api.server);
    const datos = registro({ paisId: 55 });
    const respuesta = await cliente.post('/api/Cuenta/Register').send(datos);
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toMatchObject({
      hotel_id: expect.any(Number),
      user_id: expect.any(Number),
      config: { Nombre: 'Hostal del Puerto', MonedaId: 'EUR', PaisId: 55, Configurado: false, Email: datos.email },
      usuario: { Nombre: 'Ana Pérez', Email: datos.email, EsOperador: false, TipoUsuario: 'AD' },
    });
    const cookie = respuesta.headers['set-cookie'] as unknown as string[];
    const sid = cookie.find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Max-Age/i);

    const apertura = await cliente.get(`/api/Apertura/Configuracion/${respuesta.body.hotel_id}`);
    expect(apertura.status).toBe(200);
    expect(apertura.body).toMatchObject({ HotelId: respuesta.body.hotel_id, Configurado: false, Usuario: { Email: datos.email } });
    const usuarios = await cliente.get(`/api/HotelUsuarios/${respuesta.body.hotel_id}`);
    expect(usuarios.body).toEqual([expect.objectContaining({ Usuario: datos.email, IDTipoUsuario: 'AD' })]);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const datos = registro();
    await nuevoCliente(api.server).post('/api/Cuenta/Register').send(datos).expect(200);
    const otra = await nuevoCliente(api.server).post('/api/Cuenta/Register').send({ ...datos, email: datos.email.toUpperCase() });
    expect(otra.status).toBe(400);
    expect(otra.body).toEqual({ Message: 'El correo ya está registrado' });
  });
});

describe('POST /api/Cuenta/Login', () => {
  it('signs in with the password and answers hotel_id, user_id and config', async () => {
    const hotel = await registrarHotel(api.server);
    const respuesta = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password });
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toMatchObject({ hotel_id: hotel.hotelId, user_id: hotel.userId, config: { HotelId: hotel.hotelId } });
  });

  it('answers "La contraseña es incorrecta." for a wrong password and for an unknown e-mail alike', async () => {
    const hotel = await registrarHotel(api.server);
    const mala = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: 'otra-cosa' });
    const desconocido = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: correo(), password: 'otra-cosa' });
    for (const r of [mala, desconocido]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ Message: 'La contraseña es incorrecta.' });
    }
  });

  it('validates e-mail and password presence', async () => {
    const sinCorreo = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ password: 'x' });
    expect(sinCorreo.body).toEqual({ Message: 'Falta ingresar el correo' });
    const sinClave = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: 'a@b.cl' });
    expect(sinClave.body).toEqual({ Message: 'Falta ingresar la contraseña' });
  });

  it('ends the session on logout', async () => {
    const hotel = await registrarHotel(api.server);
    await hotel.cliente.post('/api/Cuenta/Logout').expect(200);
    const despues = await hotel.cliente.get(`/api/Apertura/Configuracion/${hotel.hotelId}`);
    expect(despues.status).toBe(500);
    expect(despues.body.detailedMessage).toBe('Vuelva a iniciar sesión');
  });
});

describe('session lifetime (injected clock, no sleeping)', () => {
  const apertura = (cliente: Cliente, hotelId: number) => cliente.get(`/api/Apertura/Configuracion/${hotelId}`);

  it('slides 20 minutes with every request and expires after 20 idle minutes', async () => {
    const hotel = await registrarHotel(api.server);
    reloj.avanzarMinutos(15);
    expect((await apertura(hotel.cliente, hotel.hotelId)).status).toBe(200);
    reloj.avanzarMinutos(15); // 30 minutes after sign-in, 15 after the last request
    expect((await apertura(hotel.cliente, hotel.hotelId)).status).toBe(200);
    reloj.avanzarMinutos(21);
    const vencida = await apertura(hotel.cliente, hotel.hotelId);
    expect(vencida.status).toBe(500);
    expect(vencida.body).toEqual({ Message: 'Vuelva a iniciar sesión', detailedMessage: 'Vuelva a iniciar sesión' });
  });

  it('with remember-me lasts 90 days: a 30-day-old idle session still works, a 91-day one does not', async () => {
    const hotel = await registrarHotel(api.server);
    const cliente = nuevoCliente(api.server);
    const login = await cliente.post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password, recordar: true });
    const sid = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/Max-Age=7776000/);
    reloj.avanzarDias(30);
    expect((await apertura(cliente, hotel.hotelId)).status).toBe(200);
    reloj.avanzarDias(91);
    expect((await apertura(cliente, hotel.hotelId)).status).toBe(500);
  });
});

describe('lockout after failed logins', () => {
  it('locks after five failures in 15 minutes, lists the account for operators, and unlocks it', async () => {
    const hotel = await registrarHotel(api.server);
    const intento = (password: string) => nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email.toUpperCase(), password });
    for (let i = 0; i < 5; i++) expect((await intento('equivocada')).body.Message).toBe('La contraseña es incorrecta.');

    const bloqueada = await intento(hotel.password);
    expect(bloqueada.status).toBe(400);
    expect(bloqueada.body.Message).toBe('La cuenta está bloqueada por intentos fallidos. Comuníquese con soporte para desbloquearla.');

    // Signed in now: the shared clock has moved on days in earlier tests.
    const operador = await operadorConSesion(api);
    const lista = await operador.get('/api/UsuariosBloqueados');
    expect(lista.body).toEqual(expect.arrayContaining([expect.objectContaining({ LowerMail: hotel.email.toLowerCase(), Intentos: 5 })]));

    await operador.put(`/api/UsuariosBloqueados/${encodeURIComponent(hotel.email.toLowerCase())}`).expect(200);
    expect((await intento(hotel.password)).status).toBe(200);

    // An operator can also give a locked-out user a new password and unlock them at once.
    for (let i = 0; i < 5; i++) await intento('equivocada');
    const nueva = await operador.put(`/api/UsuariosBloqueados/ResetPassword/${encodeURIComponent(hotel.email.toLowerCase())}`);
    expect(nueva.body).toEqual({ Message: 'Contraseña restablecida', Password: expect.stringMatching(/^[A-Za-z2-9]{12}$/) });
    expect((await intento(hotel.password)).status).toBe(400);
    expect((await intento(nueva.body.Password)).status).toBe(200);
    const { cliente } = await registrarHotel(api.server);
    expect((await cliente.put(`/api/UsuariosBloqueados/ResetPassword/${encodeURIComponent(hotel.email)}`)).status).toBe(403);
  });

  it('signing in again from the same browser retires the token it had', async () => {
    const hotel = await registrarHotel(api.server);
    const navegador = nuevoCliente(api.server);
    const primera = await navegador.post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
    const sidViejo = (primera.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!.split(';')[0];
    await navegador.post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
    expect((await navegador.get('/api/Habitaciones')).status).toBe(200);
    const conElViejo = await request(api.server).get('/api/Habitaciones').set('Cookie', sidViejo);
    expect(conElViejo.body.detailedMessage).toMatch(/^Vuelva a iniciar sesión/);
  });

  it('checks only five of thirty wrong passwords sent at once, then the account is locked', async () => {
    const hotel = await registrarHotel(api.server);
    const respuestas = await Promise.all(
      Array.from({ length: 30 }, () => nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: 'equivocada' })),
    );
    const mensajes = respuestas.map((r) => r.body.Message);
    expect(mensajes.filter((m) => m === 'La contraseña es incorrecta.')).toHaveLength(5);
    expect(mensajes.filter((m) => m === 'La cuenta está bloqueada por intentos fallidos. Comuníquese con soporte para desbloquearla.')).toHaveLength(25);
    // Even the right password now waits for an operator.
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password })).status).toBe(400);
  });

  it('lets twelve correct sign-ins sent at the same moment in, without calling the account locked', async () => {
    const hotel = await registrarHotel(api.server);
    const respuestas = await Promise.all(
      Array.from({ length: 12 }, () => nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password })),
    );
    expect(respuestas.map((r) => [r.status, r.body.Message])).toEqual(Array.from({ length: 12 }, () => [200, undefined]));
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: 'equivocada' })).body.Message).toBe('La contraseña es incorrecta.');
  });

  it('forgets failures older than 15 minutes', async () => {
    const hotel = await registrarHotel(api.server);
    const intento = (password: string) => nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password });
    for (let i = 0; i < 4; i++) await intento('equivocada');
    reloj.avanzarMinutos(16);
    await intento('equivocada');
    expect((await intento(hotel.password)).status).toBe(200);
  });
});

describe('rate limit of the account endpoints', () => {
  const login = (server: TestApi['server'], ip?: string) => {
    const c = nuevoCliente(server).post('/api/Cuenta/Login');
    if (ip) void c.set('x-forwarded-for', ip);
    return c.send({ email: correo(), password: 'x' });
  };

  it('answers 429 in Spanish once one address exceeds the login limit, whatever X-Forwarded-For it writes', async () => {
    // In this process (no Redis), and no proxy trusted: the socket's address counts.
    const limitada = await startTestApi({ env: { RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: '', TRUSTED_PROXIES: '' } });
    try {
      const estados: number[] = [];
      for (let i = 0; i < 20; i++) estados.push((await login(limitada.server, `203.0.113.${i}`)).status);
      expect(estados.every((s) => s === 400)).toBe(true);
      const ultima = await login(limitada.server, '198.51.100.7');
      expect(ultima.status).toBe(429);
      expect(ultima.body).toEqual({ Message: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.' });
    } finally {
      await limitada.close();
    }
  });

  it('believes X-Forwarded-For only from a proxy listed in TRUSTED_PROXIES', async () => {
    const trasProxy = await startTestApi({ env: { RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: '', TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' } });
    try {
      const cliente = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i < 20; i++) expect((await login(trasProxy.server, cliente)).status).toBe(400);
      expect((await login(trasProxy.server, cliente)).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await login(trasProxy.server, '192.0.2.251')).status).toBe(400);
    } finally {
      await trasProxy.close();
    }
  });

  const redisUrl = process.env.REDIS_URL;
  // Two API processes share the count only through Redis; CI runs it with the local one.
  (redisUrl ? it : it.skip)('counts one address across two API processes sharing Redis', async () => {
    const env = { RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: redisUrl, TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1', RATE_LIMIT_NAMESPACE: `prueba-${randomUUID()}-` };
    const [a, b] = [await startTestApi({ env }), await startTestApi({ env })];
    try {
      // An address of its own, so earlier runs' counters in Redis do not matter.
      const cliente = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
      for (let i = 0; i < 20; i++) expect((await login(i % 2 ? a.server : b.server, cliente)).status).toBe(400);
      expect((await login(a.server, cliente)).status).toBe(429);
      expect((await login(b.server, cliente)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
