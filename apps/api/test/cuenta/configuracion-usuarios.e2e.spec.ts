import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MENSAJES_CUENTA } from '@recepcion/contracts';
import { comprobarAislamiento, nuevoCliente, registrarHotel, registrarHotelConfigurado, RelojDePrueba } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

const reloj = new RelojDePrueba();
let api: TestApi;
let db: pg.Client;

beforeAll(async () => {
  api = await startTestApi({ clock: reloj.leer });
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await api.close();
});
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

const contar = async (tabla: 'habitacion' | 'tipo_impuesto' | 'hotel_moneda', hotelId: number) =>
  Number((await db.query(`select count(*)::int as n from ${tabla} where hotel_id = $1`, [hotelId])).rows[0].n);

describe('POST /api/Cuenta/Configurar', () => {
  const configurar = (cambios: Record<string, unknown>, hotelId: number) => ({
    hotelId,
    impuestoNombre: 'IVA (19)',
    impuestoPorcentaje: 19,
    monedaId: 'CLP',
    habitaciones: 10,
    ...cambios,
  });

  it.each([
    [{ impuestoNombre: ' ' }, 'Falta indicar el nombre del Impuesto'],
    [{ impuestoPorcentaje: 50.5 }, 'El porcentaje del impuesto debe estar entre 0 y 50'],
    [{ impuestoPorcentaje: -1 }, 'El porcentaje del impuesto debe estar entre 0 y 50'],
    [{ monedaId: '' }, 'Seleccione una moneda'],
    [{ monedaId: 'XXX' }, 'La moneda seleccionada no existe'],
    [{ habitaciones: 0 }, 'La cantidad de habitaciones debe ser mayor que 0'],
    [{ habitaciones: 0.5 }, 'La cantidad de habitaciones debe ser mayor que 0'],
  ])('refuses %o with "%s" and configures nothing', async (cambio, mensaje) => {
    const hotel = await registrarHotel(api.server);
    const respuesta = await hotel.cliente.post('/api/Cuenta/Configurar').send(configurar(cambio, hotel.hotelId));
    expect(respuesta.status).toBe(400);
    expect(respuesta.body).toEqual({ Message: mensaje });
    expect((await hotel.cliente.get(`/api/Apertura/Configuracion/${hotel.hotelId}`)).body.Configurado).toBe(false);
  });

  it('creates the tax type, the hotel currency and the rooms (floored, at most 80), then refuses a second setup', async () => {
    const hotel = await registrarHotel(api.server);
    const respuesta = await hotel.cliente.post('/api/Cuenta/Configurar').send(configurar({ habitaciones: 120.7, monedaId: 'USD' }, hotel.hotelId));
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toMatchObject({ HotelId: hotel.hotelId, Configurado: true, MonedaId: 'USD', TipoImpuestoId: expect.any(Number) });
    expect(await contar('habitacion', hotel.hotelId)).toBe(80);
    expect(await contar('tipo_impuesto', hotel.hotelId)).toBe(1);
    expect(await contar('hotel_moneda', hotel.hotelId)).toBe(1);

    const otra = await hotel.cliente.post('/api/Cuenta/Configurar').send(configurar({}, hotel.hotelId));
    expect(otra.status).toBe(400);
    expect(otra.body).toEqual({ Message: 'Hotel ya configurado' });
    expect(await contar('habitacion', hotel.hotelId)).toBe(80);
  });

  it('floors a fractional room count', async () => {
    const hotel = await registrarHotel(api.server);
    await hotel.cliente.post('/api/Cuenta/Configurar').send(configurar({ habitaciones: 7.9 }, hotel.hotelId)).expect(200);
    expect(await contar('habitacion', hotel.hotelId)).toBe(7);
  });
});

describe('POST /api/Cuenta/ChangePassword', () => {
  it('checks the current password and the new length, then signs in with the new one', async () => {
    const hotel = await registrarHotel(api.server);
    const cambiar = (oldPassword: string, newPassword: string) =>
      hotel.cliente.post('/api/Cuenta/ChangePassword').send({ id: hotel.userId, oldPassword, newPassword });
    expect((await cambiar('equivocada', 'nueva-clave')).body).toEqual({ Message: 'La contraseña es incorrecta.' });
    expect((await cambiar(hotel.password, '123')).body).toEqual({ Message: 'La contraseña debe tener al menos 6 caracteres' });
    expect((await cambiar(hotel.password, 'nueva-clave')).body).toEqual({ Message: 'Contraseña cambiada con éxito' });

    const vieja = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password });
    expect(vieja.status).toBe(400);
    const nueva = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: 'nueva-clave' });
    expect(nueva.status).toBe(200);
  });
});

describe('password recovery', () => {
  const ultimoEnlace = async (email: string) => {
    const { rows } = await db.query('select texto from correo_saliente where para = $1 order by id desc limit 1', [email]);
    return rows[0] ? /token=([\w-]+)/.exec(rows[0].texto)?.[1] : undefined;
  };

  it('answers the same toast for known and unknown e-mails, and mails a one-time link only to the known one', async () => {
    const hotel = await registrarHotel(api.server);
    const desconocido = `nadie-${randomUUID()}@hotel.test`;
    for (const email of [hotel.email, desconocido]) {
      const r = await nuevoCliente(api.server).post('/api/Cuenta/RecoveryPassword').send({ email });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ Message: 'Su contraseña se le ha enviado al correo.' });
    }
    expect(await ultimoEnlace(desconocido)).toBeUndefined();
    const token = await ultimoEnlace(hotel.email);
    expect(token).toBeDefined();

    const restablecer = () => nuevoCliente(api.server).post('/api/Cuenta/RestablecerContrasena').send({ token, password: 'desde-el-correo' });
    expect((await restablecer()).status).toBe(200);
    expect((await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: 'desde-el-correo' })).status).toBe(200);
    const repetido = await restablecer();
    expect(repetido.status).toBe(400);
    expect(repetido.body).toEqual({ Message: 'El enlace para restablecer la contraseña no es válido o ya expiró' });
  });

  it('a newer link retires the older ones', async () => {
    const hotel = await registrarHotel(api.server);
    await nuevoCliente(api.server).post('/api/Cuenta/RecoveryPassword').send({ email: hotel.email }).expect(200);
    const primero = await ultimoEnlace(hotel.email);
    await nuevoCliente(api.server).post('/api/Cuenta/RecoveryPassword').send({ email: hotel.email }).expect(200);
    const segundo = await ultimoEnlace(hotel.email);
    expect(segundo).not.toBe(primero);
    const viejo = await nuevoCliente(api.server).post('/api/Cuenta/RestablecerContrasena').send({ token: primero, password: 'con-el-viejo' });
    expect(viejo.body).toEqual({ Message: 'El enlace para restablecer la contraseña no es válido o ya expiró' });
    await nuevoCliente(api.server).post('/api/Cuenta/RestablecerContrasena').send({ token: segundo, password: 'con-el-nuevo' }).expect(200);
  });

  it('refuses a link older than one hour', async () => {
    const hotel = await registrarHotel(api.server);
    await nuevoCliente(api.server).post('/api/Cuenta/RecoveryPassword').send({ email: hotel.email }).expect(200);
    const token = await ultimoEnlace(hotel.email);
    reloj.avanzarMinutos(61);
    const r = await nuevoCliente(api.server).post('/api/Cuenta/RestablecerContrasena').send({ token, password: 'demasiado-tarde' });
    expect(r.body).toEqual({ Message: 'El enlace para restablecer la contraseña no es válido o ya expiró' });
  });
});

describe('hotel users', () => {
  it('creates a user (password of at least 8), lists it, and never removes one\'s own access', async () => {
    const hotel = await registrarHotel(api.server);
    const email = `recepcion-${randomUUID()}@hotel.test`;
    const corta = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Luis', email, password: '1234567' });
    expect(corta.body).toEqual({ Message: 'La contraseña debe tener al menos 8 caracteres' });

    const creado = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Luis', email, password: '12345678' });
    expect(creado.status).toBe(200);
    expect(creado.body).toMatchObject({ Usuario: email, Nombre: 'Luis', IDTipoUsuario: 'RE' });

    const lista = await hotel.cliente.get(`/api/HotelUsuarios/${hotel.hotelId}`);
    expect(lista.body.map((u: { Usuario: string }) => u.Usuario)).toEqual([hotel.email, email]);

    const propio = lista.body.find((u: { UsuarioId: number }) => u.UsuarioId === hotel.userId);
    const miTipo = await hotel.cliente.put(`/api/HotelUsuarios/${propio.Id}`).send({ IDTipoUsuario: 'CO' });
    expect(miTipo.body).toEqual({ Message: 'No se puede cambiar el tipo de sí mismo' });
    const yoMismo = await hotel.cliente.delete(`/api/HotelUsuarios/${propio.Id}`);
    expect(yoMismo.status).toBe(400);
    expect(yoMismo.body).toEqual({ Message: 'No se puede eliminar el acceso a sí mismo' });

    const nuevo = nuevoCliente(api.server);
    await nuevo.post('/api/Cuenta/Login').send({ email, password: '12345678' }).expect(200);
    await hotel.cliente.delete(`/api/HotelUsuarios/${creado.body.Id}`).expect(200);
    expect((await nuevo.get(`/api/Apertura/Configuracion/${hotel.hotelId}`)).status).toBe(500);
  });

  it('invites by e-mail without saying whether the address has an account, and attaches no one', async () => {
    const hotel = await registrarHotel(api.server);
    const otro = await registrarHotel(api.server);
    const desconocida = `x-${randomUUID()}@hotel.test`;
    const aDesconocido = await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: desconocida });
    const aConocido = await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: otro.email, IDTipoUsuario: 'RE' });
    expect([aDesconocido.status, aDesconocido.body]).toEqual([200, { Message: MENSAJES_CUENTA.invitacionEnviada }]);
    expect([aConocido.status, aConocido.body]).toEqual([aDesconocido.status, aDesconocido.body]);
    // The same mail to both addresses: a subject of ours alone, the hotel named in the text, the link.
    for (const para of [desconocida, otro.email]) {
      const { rows } = await db.query("select asunto, texto from correo_saliente where para = $1 and asunto like '%invitaron%' order by id desc limit 1", [para]);
      expect(rows[0].asunto).toBe('Recepción: le invitaron a trabajar en un hotel');
      expect(rows[0].texto).toMatch(/El hotel «Hotel \w+» le invita/);
      expect(rows[0].texto).toMatch(/\/invitacion\?token=[\w-]{43}\n/);
    }
    // Nobody was attached: the hotel's users are still only its owner.
    const usuarios = (await hotel.cliente.get(`/api/HotelUsuarios/${hotel.hotelId}`)).body;
    expect(usuarios.map((u: { Usuario: string }) => u.Usuario)).toEqual([hotel.email]);
    const sinCorreo = await hotel.cliente.post('/api/HotelUsuarios').send({});
    expect(sinCorreo.body).toEqual({ Message: 'Falta ingresar el correo' });
    const propio = await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: hotel.email });
    expect(propio.body).toEqual({ Message: 'Ese usuario ya tiene acceso a este hotel' });
  });

  /** Opens the sign-up's verification link, read from the outbox (this API has no SMTP server). */
  async function verificar(email: string) {
    const { rows } = await db.query("select texto from correo_saliente where para = $1 and asunto = 'Recepción: verifique su correo' order by id desc limit 1", [email]);
    const token = rows[0].texto.match(/\/verificar\?token=([\w-]+)/)[1];
    await nuevoCliente(api.server).post('/api/Cuenta/Verificar').send({ token }).expect(200);
  }

  it('only the invited person, once the address is proven, accepts or declines; accepting gives the access with the type offered and moves the session there', async () => {
    const hotel = await registrarHotel(api.server);
    const invitada = await registrarHotel(api.server);
    const intrusa = await registrarHotel(api.server);
    await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: invitada.email.toUpperCase(), IDTipoUsuario: 'CO' }).expect(200);
    // Not listed until the address is proven (the sign-up's mailed link).
    expect((await invitada.cliente.get('/api/Invitaciones')).body).toEqual([]);
    await verificar(invitada.email);
    await verificar(intrusa.email);

    expect((await intrusa.cliente.get('/api/Invitaciones')).body).toEqual([]);
    const [invitacion] = (await invitada.cliente.get('/api/Invitaciones')).body;
    expect(invitacion).toMatchObject({ HotelId: hotel.hotelId, IDTipoUsuario: 'CO' });
    expect(invitacion.NombreHotel).toMatch(/^Hotel /);
    const ajena = await intrusa.cliente.post(`/api/Invitaciones/${invitacion.Id}/Aceptar`);
    expect([ajena.status, ajena.body]).toEqual([400, { Message: MENSAJES_CUENTA.invitacionNoDisponible }]);

    const aceptada = await invitada.cliente.post(`/api/Invitaciones/${invitacion.Id}/Aceptar`);
    expect(aceptada.body).toMatchObject({ Message: MENSAJES_CUENTA.invitacionAceptada, HotelId: hotel.hotelId, NombreHotel: invitacion.NombreHotel });
    expect(aceptada.body.Sesion).toMatchObject({ hotel_id: hotel.hotelId, user_id: invitada.userId, usuario: { TipoUsuario: 'CO', CorreoVerificado: true } });
    // At once: the same session now works in the inviting hotel.
    expect((await invitada.cliente.get(`/api/Apertura/Configuracion/${hotel.hotelId}`)).body).toMatchObject({ HotelId: hotel.hotelId, Usuario: { TipoUsuario: 'CO' } });
    const usuarios = (await hotel.cliente.get(`/api/HotelUsuarios/${hotel.hotelId}`)).body;
    expect(usuarios.map((u: { Usuario: string; IDTipoUsuario: string }) => [u.Usuario, u.IDTipoUsuario])).toEqual([
      [hotel.email, 'AD'],
      [invitada.email, 'CO'],
    ]);
    expect((await invitada.cliente.get('/api/Invitaciones')).body).toEqual([]);
    const otraVez = await invitada.cliente.post(`/api/Invitaciones/${invitacion.Id}/Aceptar`);
    expect(otraVez.body).toEqual({ Message: MENSAJES_CUENTA.invitacionNoDisponible });

    await hotel.cliente.post('/api/HotelUsuarios').send({ Usuario: intrusa.email }).expect(200);
    const [paraIntrusa] = (await intrusa.cliente.get('/api/Invitaciones')).body;
    expect((await intrusa.cliente.post(`/api/Invitaciones/${paraIntrusa.Id}/Rechazar`)).body).toEqual({ Message: MENSAJES_CUENTA.invitacionRechazada });
    expect((await intrusa.cliente.get('/api/Invitaciones')).body).toEqual([]);
    expect((await hotel.cliente.get(`/api/HotelUsuarios/${hotel.hotelId}`)).body).toHaveLength(2);
  });
});

describe('hotel, configuration and company', () => {
  it('edits the hotel name and the configuration; refuses an empty name with the spec text', async () => {
    const hotel = await registrarHotelConfigurado(api.server);
    const vacio = await hotel.cliente.put(`/api/Hoteles/${hotel.hotelId}`).send({ Nombre: '  ' });
    expect(vacio.body).toEqual({ Message: 'coloque algo en Nombre' });
    expect((await hotel.cliente.put(`/api/Hoteles/${hotel.hotelId}`).send({ Nombre: 'Hotel Renovado' })).body.Nombre).toBe('Hotel Renovado');

    const configId = hotel.sesion.config.Id;
    const config = await hotel.cliente.put(`/api/Configuraciones/${configId}`).send({ Nombre: 'Hotel Renovado', Encabezado: 'RUT 76.123.456-7\nValparaíso', PrecioHabitacionPorPersona: true });
    expect(config.body).toMatchObject({ Nombre: 'Hotel Renovado', Encabezado: 'RUT 76.123.456-7\nValparaíso', PrecioHabitacionPorPersona: true, Configurado: true });
  });

  it('refuses a currency, tax type or country that does not exist or belongs to another hotel, and keeps the configuration', async () => {
    const hotel = await registrarHotelConfigurado(api.server);
    const ajeno = await registrarHotelConfigurado(api.server);
    const configId = hotel.sesion.config.Id;
    const antes = (await hotel.cliente.get(`/api/Configuraciones/${configId}`)).body;
    const impuestoAjeno = (await ajeno.cliente.get(`/api/Configuraciones/${ajeno.sesion.config.Id}`)).body.TipoImpuestoId;
    expect(impuestoAjeno).toEqual(expect.any(Number));

    const casos: [Record<string, unknown>, string][] = [
      [{ MonedaId: 'ZZZ' }, MENSAJES_CUENTA.monedaDesconocida],
      [{ TipoImpuestoId: impuestoAjeno }, MENSAJES_CUENTA.impuestoDesconocido],
      [{ TipoImpuestoSAId: 999999 }, MENSAJES_CUENTA.impuestoDesconocido],
      [{ PaisId: 999999 }, MENSAJES_CUENTA.paisDesconocido],
    ];
    for (const [cambio, mensaje] of casos) {
      const respuesta = await hotel.cliente.put(`/api/Configuraciones/${configId}`).send({ Nombre: 'Otro nombre', ...cambio });
      expect({ cambio, status: respuesta.status, body: respuesta.body }).toEqual({ cambio, status: 400, body: { Message: mensaje } });
    }
    expect((await hotel.cliente.get(`/api/Configuraciones/${configId}`)).body).toEqual(antes);

    const valida = await hotel.cliente
      .put(`/api/Configuraciones/${configId}`)
      .send({ Nombre: 'Otro nombre', MonedaId: antes.MonedaId, TipoImpuestoId: antes.TipoImpuestoId, PaisId: antes.PaisId });
    expect(valida.status).toBe(200);
    expect(valida.body.Nombre).toBe('Otro nombre');
  });

  it('stores an empty check-out message as null', async () => {
    const hotel = await registrarHotel(api.server);
    const { EmpresaId } = (await hotel.cliente.get(`/api/Hoteles/${hotel.hotelId}`)).body;
    const conMensaje = await hotel.cliente.put(`/api/Empresas/${EmpresaId}`).send({ Nombre: 'Empresa', MensajeCheckOut: 'Gracias por su visita' });
    expect(conMensaje.body.MensajeCheckOut).toBe('Gracias por su visita');
    const vacio = await hotel.cliente.put(`/api/Empresas/${EmpresaId}`).send({ Nombre: 'Empresa', MensajeCheckOut: '' });
    expect(vacio.body.MensajeCheckOut).toBeNull();
  });
});

describe('tenancy: another hotel or no session reads and changes nothing', () => {
  it('answers 404 to another hotel and the expired-session answer without a session, on every route', async () => {
    const propietario = await registrarHotel(api.server);
    const ajeno = await registrarHotelConfigurado(api.server);
    const creado = await propietario.cliente
      .post('/api/HotelUsuarios/CrearUsuario')
      .send({ nombre: 'Marta', email: `marta-${randomUUID()}@hotel.test`, password: '12345678', IDTipoUsuario: 'AD' });
    const { EmpresaId } = (await propietario.cliente.get(`/api/Hoteles/${propietario.hotelId}`)).body;
    const h = propietario.hotelId;
    const configId = propietario.sesion.config.Id;

    await comprobarAislamiento(
      api.server,
      [
        { metodo: 'get', ruta: `/api/Apertura/Configuracion/${h}` },
        { metodo: 'post', ruta: '/api/Cuenta/Configurar', cuerpo: { hotelId: h, impuestoNombre: 'IVA', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 3 } },
        { metodo: 'post', ruta: '/api/Cuenta/ChangePassword', cuerpo: { id: propietario.userId, oldPassword: propietario.password, newPassword: 'robada123' } },
        { metodo: 'get', ruta: `/api/HotelUsuarios/${h}` },
        { metodo: 'put', ruta: `/api/HotelUsuarios/${creado.body.Id}`, cuerpo: { IDTipoUsuario: 'RE' } },
        { metodo: 'delete', ruta: `/api/HotelUsuarios/${creado.body.Id}` },
        { metodo: 'get', ruta: `/api/Hoteles/${h}` },
        { metodo: 'put', ruta: `/api/Hoteles/${h}`, cuerpo: { Nombre: 'Tomado' } },
        { metodo: 'get', ruta: `/api/Configuraciones/${configId}` },
        { metodo: 'put', ruta: `/api/Configuraciones/${configId}`, cuerpo: { Nombre: 'Tomado' } },
        { metodo: 'get', ruta: `/api/Empresas/${EmpresaId}` },
        { metodo: 'put', ruta: `/api/Empresas/${EmpresaId}`, cuerpo: { Nombre: 'Tomada' } },
      ],
      ajeno.cliente,
      propietario,
    );

    // And nothing changed for the owner.
    const apertura = await propietario.cliente.get(`/api/Apertura/Configuracion/${h}`);
    expect(apertura.body).toMatchObject({ Configurado: false, Nombre: propietario.sesion.config.Nombre });
    const usuarios = await propietario.cliente.get(`/api/HotelUsuarios/${h}`);
    expect(usuarios.body).toHaveLength(2);
    expect(usuarios.body[1].IDTipoUsuario).toBe('AD');
    await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: propietario.email, password: propietario.password }).expect(200);
  });
});

describe('GET /api/Apertura/Configuracion/{hotelId} (the start-up call)', () => {
  it("answers a hotel that is not the session's 404 with detailedMessage 'No se ha encontrado' (spec section 8: the UI logs out on it)", async () => {
    const propietario = await registrarHotelConfigurado(api.server);
    const otro = await registrarHotel(api.server);
    const respuesta = await propietario.cliente.get(`/api/Apertura/Configuracion/${otro.hotelId}`);
    expect(respuesta.status).toBe(404);
    expect(respuesta.body).toEqual({ Message: 'No se encontro', detailedMessage: 'No se ha encontrado' });
    // Its own hotel answers as ever.
    expect((await propietario.cliente.get(`/api/Apertura/Configuracion/${propietario.hotelId}`)).body).toMatchObject({ HotelId: propietario.hotelId, Configurado: true });
  });
});
