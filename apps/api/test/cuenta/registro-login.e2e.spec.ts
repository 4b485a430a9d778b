import { randomUUID } from 'node:crypto';
import { type Cliente, nuevoCliente, registrarHotel, RelojDePrueba } from '@recepcion/testing';
import { operadorConSesion } from '../support/operador';
import { startTestApi, type TestApi } from '../support/test-api';

const reloj = new RelojDePrueba();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock: reloj.leer });
});
afterAll(() => api.close());

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
      usuario: { Nombre: 'Ana Pérez', Email: datos.email, EsOperador: false },
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
  it('answers 429 in Spanish once one address exceeds the login limit', async () => {
    const limitada = await startTestApi({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const estados: number[] = [];
      for (let i = 0; i < 21; i++) {
        estados.push((await nuevoCliente(limitada.server).post('/api/Cuenta/Login').send({ email: correo(), password: 'x' })).status);
      }
      expect(estados.slice(0, 20).every((s) => s === 400)).toBe(true);
      const ultima = await nuevoCliente(limitada.server).post('/api/Cuenta/Login').send({ email: correo(), password: 'x' });
      expect(ultima.status).toBe(429);
      expect(ultima.body).toEqual({ Message: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.' });
    } finally {
      await limitada.close();
    }
  });
});
