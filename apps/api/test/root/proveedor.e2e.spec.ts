import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { type Cliente, type HotelDePrueba, nuevoCliente, registrarHotel, registrarHotelConfigurado, RelojDePrueba } from '@recepcion/testing';
import { operadorConSesion } from '../support/operador';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
let operador: Cliente;
let db: pg.Client;

beforeAll(async () => {
  api = await startTestApi();
  operador = await operadorConSesion(api);
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await api.close();
});
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

const hoy = () => new Date().toISOString().slice(0, 10);

/** A configured hotel with a client, ready to take reservations. */
async function hotelConReservas(): Promise<HotelDePrueba & { reservar(checkIn: string, checkOut: string): Promise<number> }> {
  return hotelConReservasEn(api);
}

async function hotelConReservasEn(enApi: TestApi): Promise<HotelDePrueba & { reservar(checkIn: string, checkOut: string): Promise<number> }> {
  const hotel = await registrarHotelConfigurado(enApi.server, 3);
  const [habitacion] = (await hotel.cliente.get('/api/Habitaciones')).body;
  const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Ana Rojas', GiroId: 1, PaisId: 35, Ciudad: 'Talca' })).body;
  const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
  const reservar = async (checkIn: string, checkOut: string) => {
    const r = await hotel.cliente.post('/api/ReservasB').send({
      CheckIn: checkIn,
      CheckOut: checkOut,
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: habitacion.Id, CheckIn: checkIn, CheckOut: checkOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: 1000 }],
    });
    expect(r.status).toBe(200);
    return r.body.Id as number;
  };
  return { ...hotel, reservar };
}

describe('operators only', () => {
  const rutas: { metodo: 'get' | 'post'; ruta: string; cuerpo?: object }[] = [
    { metodo: 'post', ruta: '/api/Empresas/buscar', cuerpo: { texto: 'a' } },
    { metodo: 'get', ruta: '/api/Empresas/Create/1' },
    { metodo: 'get', ruta: '/api/InformeGlobalReservas' },
    { metodo: 'get', ruta: '/api/Root/GetReservasCreadas' },
    { metodo: 'get', ruta: '/api/Root/GetReservasModificadas' },
    { metodo: 'get', ruta: '/api/Root/UltimasReservas' },
    { metodo: 'get', ruta: '/api/Correo/GetUsuarios' },
    { metodo: 'get', ruta: '/api/Correo/GetUsuarios/t' },
    { metodo: 'post', ruta: '/api/Correo/Enviar', cuerpo: { Email: 'a@b.cl', NombreUsuario: 'A', NombreHotel: 'H', IsBodyHtml: false, Titulo: 'T', Mensaje: 'M' } },
    { metodo: 'post', ruta: '/api/Root/AccederHotel/1' },
    { metodo: 'post', ruta: '/api/Root/VolverHotel' },
    { metodo: 'get', ruta: '/api/Root/Auditoria' },
    { metodo: 'get', ruta: '/api/Hoteles/EliminarHotelC/a@b.cl/0' },
  ];

  it('refuses every provider call to a hotel user (403) and to a signed-out caller', async () => {
    const { cliente } = await registrarHotel(api.server);
    for (const { metodo, ruta, cuerpo } of rutas) {
      const usuario = await cliente[metodo](ruta).send(cuerpo);
      expect({ ruta, status: usuario.status, body: usuario.body }).toEqual({ ruta, status: 403, body: { Message: 'No tiene permiso para esta operación' } });
      const anonimo = await nuevoCliente(api.server)[metodo](ruta).send(cuerpo);
      expect({ ruta, status: anonimo.status, detalle: anonimo.body.detailedMessage }).toEqual({ ruta, status: 500, detalle: 'Vuelva a iniciar sesión' });
    }
  });
});

describe('companies', () => {
  it('finds companies by name ignoring case and accents, with their country and hotels', async () => {
    const marca = randomUUID().slice(0, 8);
    const hotel = await registrarHotel(api.server, { nombreHotel: `Hostería Ñandú ${marca}` });
    for (const texto of [`hosteria nandu ${marca}`, `ÑANDÚ ${marca}`, `Hostería`]) {
      const r = await operador.post('/api/Empresas/buscar').send({ texto });
      expect(r.status).toBe(200);
      if (texto === 'Hostería') continue;
      expect(r.body).toEqual([
        {
          Id: expect.any(Number),
          Nombre: `Hostería Ñandú ${marca}`,
          Direccion: null,
          Ciudad: null,
          pais: { Nombre: 'Chile' },
          Telefono1: null,
          PersonaContacto: null,
          Giro: null,
          MensajeCheckOut: null,
          TopeReservas: null,
          TopeReservasVigentes: null,
          sFechaRegistro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          Hoteles: [{ Id: hotel.hotelId, Nombre: `Hostería Ñandú ${marca}` }],
        },
      ]);
    }
    expect((await operador.post('/api/Empresas/buscar').send({ texto: `no existe ${marca}` })).body).toEqual([]);
    // LIKE's wildcards are text, not patterns.
    expect((await operador.post('/api/Empresas/buscar').send({ texto: `%${marca}` })).body).toEqual([]);
  });

  it('validates the search text at the edge', async () => {
    expect((await operador.post('/api/Empresas/buscar').send({})).body).toEqual({ Message: 'Escriba el texto a buscar' });
    expect((await operador.post('/api/Empresas/buscar').send({ texto: 5 })).body).toEqual({ Message: 'Escriba el texto a buscar' });
    const largo = await operador.post('/api/Empresas/buscar').send({ texto: 'x'.repeat(121) });
    expect(largo.status).toBe(400);
    expect(largo.body).toEqual({ Message: 'El texto es demasiado largo' });
  });

  it('gives a hotel that shares its company one of its own, once (rows affected)', async () => {
    const duena = await registrarHotel(api.server);
    const segundo = await duena.cliente.post('/api/Hoteles').send({ Nombre: `Anexo ${randomUUID().slice(0, 8)}` });
    expect(segundo.status).toBe(200);
    const empresaAntes = segundo.body.EmpresaId;

    const creada = await operador.get(`/api/Empresas/Create/${segundo.body.Id}`);
    expect(creada.status).toBe(200);
    expect(creada.body).toEqual({ filas: 1 });
    const [fila] = (await operador.post('/api/Empresas/buscar').send({ texto: segundo.body.Nombre })).body;
    expect(fila).toMatchObject({ Nombre: segundo.body.Nombre, pais: { Nombre: 'Chile' }, Hoteles: [{ Id: segundo.body.Id, Nombre: segundo.body.Nombre }] });
    expect(fila.Id).not.toBe(empresaAntes);

    expect((await operador.get(`/api/Empresas/Create/${segundo.body.Id}`)).body).toEqual({ filas: 0 });
    // The first hotel keeps the original company.
    expect((await duena.cliente.get(`/api/Hoteles/${duena.hotelId}`)).body.EmpresaId).toBe(empresaAntes);
  });

  it('answers 404 for an unknown hotel and 400 for a bad id', async () => {
    expect((await operador.get('/api/Empresas/Create/2147483000')).status).toBe(404);
    for (const id of ['abc', '0', '-3', '99999999999', '1.5']) {
      const r = await operador.get(`/api/Empresas/Create/${id}`);
      expect({ id, status: r.status, body: r.body }).toEqual({ id, status: 400, body: { Message: 'El hotel no es válido' } });
    }
  });
});

describe('GET /api/InformeGlobalReservas', () => {
  it('counts each hotel’s reservations and the current ones (not cancelled, stay not ended)', async () => {
    const hotel = await hotelConReservas();
    await hotel.reservar('2099-01-10', '2099-01-12');
    await hotel.reservar('2020-01-10', '2020-01-12');
    const anulada = await hotel.reservar('2099-02-10', '2099-02-12');
    expect((await hotel.cliente.put(`/api/calendario/AnularReserva/${anulada}`).send({ texto: 'No vino' })).status).toBe(200);
    const vacio = await registrarHotel(api.server);

    const r = await operador.get('/api/InformeGlobalReservas');
    expect(r.status).toBe(200);
    const fila = r.body.find((f: { IDCM: number }) => f.IDCM === hotel.hotelId);
    expect(fila).toEqual({
      IDCM: hotel.hotelId,
      Nombre: hotel.sesion.config.Nombre,
      ComentarioInterno: null,
      Reservas: 3,
      Vigente: 1,
      Reservas_estimado: 3,
      Vigente_estimado: 0,
      Empresa: hotel.sesion.config.Nombre,
      user_id: hotel.userId,
    });
    expect(r.body.find((f: { IDCM: number }) => f.IDCM === vacio.hotelId)).toMatchObject({ Reservas: 0, Vigente: 0, user_id: vacio.userId });
  });
});

describe('reservations per day and the last reservations', () => {
  it('counts reservations by creation day and by modification day', async () => {
    // A day of its own (the API's clock): other test files create and delete reservations today,
    // in every hotel, while this one counts.
    const dia = `2031-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`;
    const enSuDia = await startTestApi({ clock: new RelojDePrueba(`${dia}T12:00:00Z`).leer });
    try {
      const operadorDelDia = await operadorConSesion(enSuDia);
      const contar = async (tipo: string) => {
        const r = await operadorDelDia.get(`/api/Root/GetReservas${tipo}?desde=${dia}&hasta=${dia}`);
        expect(r.status).toBe(200);
        return (r.body as { fecha: string; reservas: number }[]).find((f) => f.fecha === dia)?.reservas ?? 0;
      };
      const antes = await contar('Creadas');
      const hotel = await hotelConReservasEn(enSuDia);
      await hotel.reservar('2099-03-01', '2099-03-02');
      await hotel.reservar('2099-03-05', '2099-03-06');
      expect(await contar('Creadas')).toBe(antes + 2);
      expect(await contar('Modificadas')).toBeGreaterThanOrEqual(2);

      const defecto = await operadorDelDia.get('/api/Root/GetReservasCreadas');
      expect(defecto.status).toBe(200);
      expect(defecto.body.at(-1)).toEqual({ fecha: dia, reservas: antes + 2 });
    } finally {
      await enSuDia.close();
    }
  });

  it('refuses a bad date or window', async () => {
    for (const consulta of ['desde=2026-02-30', 'hasta=ayer', 'desde=2026-05-02&hasta=2026-05-01', 'desde=2020-01-01&hasta=2026-01-01']) {
      const r = await operador.get(`/api/Root/GetReservasCreadas?${consulta}`);
      expect({ consulta, status: r.status, body: r.body }).toEqual({ consulta, status: 400, body: { Message: 'La fecha no es válida' } });
    }
  });

  it('lists each hotel’s latest reservation activity with its owner, most recent first', async () => {
    const hotel = await hotelConReservas();
    await hotel.reservar('2099-04-01', '2099-04-02');
    const r = await operador.get('/api/Root/UltimasReservas');
    expect(r.status).toBe(200);
    const fila = r.body.find((f: { Id: number }) => f.Id === hotel.hotelId);
    expect(fila).toEqual({
      Id: hotel.hotelId,
      Nombre: hotel.sesion.config.Nombre,
      Plataforma: 'web',
      Version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      sFechaCreacion: expect.stringMatching(new RegExp(`^${hoy()}T`)),
      sFechaModificacion: expect.stringMatching(new RegExp(`^${hoy()}T`)),
      Email: hotel.email,
      NombreUsuario: 'Recepcionista de Prueba',
    });
    const fechas = (r.body as { sFechaModificacion: string | null }[]).map((f) => f.sFechaModificacion ?? '');
    expect(fechas).toEqual([...fechas].sort().reverse());
  });
});

describe('bulk mail', () => {
  const correo = (cambios: Record<string, unknown> = {}) => ({
    Email: `destino-${randomUUID()}@hotel.test`,
    NombreUsuario: 'Ana Rojas',
    NombreHotel: 'Hotel del Lago',
    IsBodyHtml: false,
    Titulo: 'Hola @u',
    Mensaje: 'Novedades para @h, @u.',
    ...cambios,
  });

  it('lists the recipients: each hotel’s owner by default, every user with t', async () => {
    const hotel = await registrarHotel(api.server);
    const otro = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Pedro', email: `pedro-${randomUUID()}@hotel.test`, password: 'secreto123' });
    expect(otro.status).toBe(200);
    const d = (await operador.get('/api/Correo/GetUsuarios')).body as { Email: string; NombreHotel: string; NombreUsuario: string }[];
    expect((await operador.get('/api/Correo/GetUsuarios/d')).body).toEqual(d);
    expect(d.filter((f) => f.NombreHotel === hotel.sesion.config.Nombre)).toEqual([
      { Email: hotel.email, NombreUsuario: 'Recepcionista de Prueba', NombreHotel: hotel.sesion.config.Nombre },
    ]);
    const t = (await operador.get('/api/Correo/GetUsuarios/t')).body as { NombreHotel: string; NombreUsuario: string }[];
    expect(t.filter((f) => f.NombreHotel === hotel.sesion.config.Nombre).map((f) => f.NombreUsuario)).toEqual(['Recepcionista de Prueba', 'Pedro']);
    expect(await operador.get('/api/Correo/GetUsuarios/x')).toMatchObject({ status: 400, body: { Message: 'El tipo de destinatarios no es válido' } });
  });

  it('answers every message of section 5 as a 400', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ Titulo: '' }, 'Debe haber un título'],
      [{ Titulo: '   ' }, 'Debe haber un título'],
      [{ Titulo: undefined }, 'Debe haber un título'],
      [{ Mensaje: '' }, 'Debe haber un mensaje'],
      [{ Mensaje: undefined }, 'Debe haber un mensaje'],
      [{ IsBodyHtml: true, Mensaje: '<p>Hola</p>' }, 'El mensaje debe estar en html'],
      [{ IsBodyHtml: true, Mensaje: '<html><body>Hola</body>' }, 'Falta cerrar la etiqueta html'],
      [{ IsBodyHtml: false, Mensaje: '<html><body>Hola</body></html>' }, 'El mensaje No debe estar en html'],
      [{ IsBodyHtml: false, Mensaje: 'Hola <b>@u</b>' }, 'El mensaje No debe estar en html'],
      [{ Email: 'no-es-correo' }, 'El correo no es válido'],
      [{ Email: undefined }, 'Seleccione los usuarios'],
      [{ IsBodyHtml: 'si' }, 'El mensaje debe estar en html'],
      [{ Mensaje: 'x'.repeat(100_001) }, 'El texto es demasiado largo'],
    ];
    for (const [cambios, mensaje] of casos) {
      const r = await operador.post('/api/Correo/Enviar').send(correo(cambios));
      expect({ cambios, status: r.status, body: r.body }).toEqual({ cambios, status: 400, body: { Message: mensaje } });
    }
  });

  it('without SMTP_URL keeps the message in the outbox, @u and @h replaced by the upper-cased names', async () => {
    const datos = correo();
    const r = await operador.post('/api/Correo/Enviar').send(datos);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Message: 'Enviado', Email: datos.Email });
    const { rows } = await db.query('select asunto, texto, html from correo_saliente where para = $1', [datos.Email]);
    expect(rows).toEqual([{ asunto: 'Hola ANA ROJAS', texto: 'Novedades para HOTEL DEL LAGO, ANA ROJAS.', html: null }]);
  });

  it('sends html mail with the names escaped and a text alternative', async () => {
    const datos = correo({ IsBodyHtml: true, NombreHotel: 'Hotel <Sur>', Mensaje: '<html><body><p>Hola @u</p><p>de @h</p></body></html>' });
    expect((await operador.post('/api/Correo/Enviar').send(datos)).status).toBe(200);
    const { rows } = await db.query('select texto, html from correo_saliente where para = $1', [datos.Email]);
    expect(rows).toEqual([{ html: '<html><body><p>Hola ANA ROJAS</p><p>de HOTEL &lt;SUR&gt;</p></body></html>', texto: 'Hola ANA ROJAS\nde HOTEL <SUR>' }]);
  });
});

describe('bulk mail through a real SMTP server', () => {
  let smtp: SMTPServer;
  let conSmtp: TestApi;
  let operadorSmtp: Cliente;
  const recibidos: { para: string[]; crudo: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      disabledCommands: ['AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('rechazado')) return callback(new Error('550 Buzón inexistente'));
        callback();
      },
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (p: Buffer) => partes.push(p));
        stream.on('end', () => {
          recibidos.push({ para: session.envelope.rcptTo.map((r) => r.address), crudo: Buffer.concat(partes).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    conSmtp = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    operadorSmtp = await operadorConSesion(conSmtp);
  });
  afterAll(async () => {
    await conSmtp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the mail with @u and @h replaced, and refuses a recipient the server rejects', async () => {
    const para = `duena-${randomUUID()}@hotel.test`;
    const ok = await operadorSmtp
      .post('/api/Correo/Enviar')
      .send({ Email: para, NombreUsuario: 'Ana', NombreHotel: 'Lago', IsBodyHtml: false, Titulo: 'Aviso para @u', Mensaje: 'Estimada @u del hotel @h' });
    expect(ok.status).toBe(200);
    const recibido = recibidos.find((m) => m.para.includes(para));
    expect(recibido).toBeDefined();
    expect(recibido?.crudo).toContain('Subject: Aviso para ANA');
    expect(recibido?.crudo).toContain('Estimada ANA del hotel LAGO');
    expect(recibido?.crudo).toMatch(/^To: .*duena-/m);
    const { rows } = await db.query('select enviado_en from correo_saliente where para = $1', [para]);
    expect(rows[0].enviado_en).not.toBeNull();

    const rechazado = `rechazado-${randomUUID()}@hotel.test`;
    const mal = await operadorSmtp
      .post('/api/Correo/Enviar')
      .send({ Email: rechazado, NombreUsuario: 'Ana', NombreHotel: 'Lago', IsBodyHtml: false, Titulo: 'Aviso', Mensaje: 'Hola' });
    expect(mal.status).toBe(400);
    expect(mal.body).toEqual({ Message: `No se pudo enviar el correo a ${rechazado}` });
    expect(recibidos.some((m) => m.para.includes(rechazado))).toBe(false);
  });
});

describe('GET /api/Logger with filters and paging', () => {
  it('filters by text, hotel and day, pages newest first, and counts the matches', async () => {
    const marca = randomUUID();
    const hotel = await registrarHotel(api.server);
    for (const n of [1, 2, 3]) {
      expect((await hotel.cliente.post('/api/Logger').send({ message: `Fallo ${n} ${marca}`, tag: 'calendario' })).status).toBe(200);
    }
    expect((await nuevoCliente(api.server).post('/api/Logger').send({ message: `Anónimo ${marca}`, hotelIdClient: 999999 })).status).toBe(200);

    const texto = await operador.get(`/api/Logger?texto=${marca}`);
    expect(texto.status).toBe(200);
    expect(texto.headers['x-total-count']).toBe('4');
    expect(texto.body.map((e: { Message: string }) => e.Message)).toEqual([`Anónimo ${marca}`, `Fallo 3 ${marca}`, `Fallo 2 ${marca}`, `Fallo 1 ${marca}`]);

    const pagina = await operador.get(`/api/Logger?texto=${marca}&hotel=${hotel.hotelId}&pagina=2&tamano=2`);
    expect(pagina.headers['x-total-count']).toBe('3');
    expect(pagina.body.map((e: { Message: string }) => e.Message)).toEqual([`Fallo 1 ${marca}`]);
    expect((await operador.get(`/api/Logger?texto=${marca}&hotel=999999`)).body).toHaveLength(1);

    const dia = hoy();
    expect((await operador.get(`/api/Logger?texto=${marca}&desde=${dia}&hasta=${dia}`)).body).toHaveLength(4);
    expect((await operador.get(`/api/Logger?texto=${marca}&hasta=2020-01-01`)).body).toEqual([]);
  });

  it('refuses bad filters with Spanish messages', async () => {
    const casos: [string, string][] = [
      ['desde=2026-13-01', 'La fecha no es válida'],
      ['hasta=hoy', 'La fecha no es válida'],
      ['hotel=abc', 'El hotel no es válido'],
      ['hotel=0', 'El hotel no es válido'],
      ['pagina=0', 'La página no es válida'],
      ['tamano=501', 'El tamaño de página debe estar entre 1 y 500'],
      [`texto=${'x'.repeat(201)}`, 'El texto es demasiado largo'],
    ];
    for (const [consulta, mensaje] of casos) {
      const r = await operador.get(`/api/Logger?${consulta}`);
      expect({ consulta, status: r.status, body: r.body }).toEqual({ consulta, status: 400, body: { Message: mensaje } });
    }
  });
});

describe('access as a hotel (support)', () => {
  it('switches the operator’s own session to the hotel and back, each switch audited', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const soporte = await operadorConSesion(api);
    const acceso = await soporte.post(`/api/Root/AccederHotel/${hotel.hotelId}`);
    expect(acceso.status).toBe(200);
    expect(acceso.body).toEqual({ Message: `Accediendo como ${hotel.sesion.config.Nombre}`, HotelId: hotel.hotelId, NombreHotel: hotel.sesion.config.Nombre, HotelPropioId: expect.any(Number) });
    expect([acceso.headers['set-cookie'] ?? []].flat().join(';')).toContain(`h=${hotel.hotelId}`);
    const propioId = acceso.body.HotelPropioId as number;
    expect(propioId).not.toBe(hotel.hotelId);

    // Reads and writes as that hotel.
    expect((await soporte.get('/api/Habitaciones')).body).toEqual((await hotel.cliente.get('/api/Habitaciones')).body);
    const apertura = await soporte.get(`/api/Apertura/Configuracion/${hotel.hotelId}`);
    expect(apertura.status).toBe(200);
    expect(apertura.body).toMatchObject({ HotelId: hotel.hotelId, HotelPropioId: propioId });
    const cliente = await soporte.post('/api/Clientes').send({ Nombre: 'Creado por soporte', GiroId: 1, PaisId: 35, Ciudad: 'Talca' });
    expect(cliente.status).toBe(200);
    expect((await hotel.cliente.get(`/api/Clientes/${cliente.body.Id}`)).body.Nombre).toBe('Creado por soporte');
    // Still an operator there.
    expect((await soporte.get('/api/Root/Auditoria')).status).toBe(200);

    const vuelta = await soporte.post('/api/Root/VolverHotel');
    expect(vuelta.body).toMatchObject({ Message: 'De vuelta en su hotel', HotelId: propioId, HotelPropioId: propioId });
    expect((await soporte.get(`/api/Apertura/Configuracion/${hotel.hotelId}`)).status).toBe(404);
    expect((await soporte.get(`/api/Apertura/Configuracion/${propioId}`)).body).toMatchObject({ HotelId: propioId, HotelPropioId: null });

    const auditoria = (await operador.get('/api/Root/Auditoria')).body as { HotelId: number; Accion: string; UsuarioId: number }[];
    const mias = auditoria.filter((f) => f.HotelId === hotel.hotelId || f.HotelId === propioId);
    expect(mias.slice(0, 2)).toEqual([
      { Id: expect.any(Number), UsuarioId: expect.any(Number), Usuario: expect.stringMatching(/^operador-.*@proveedor\.test$/), HotelId: propioId, NombreHotel: 'Operaciones', Accion: 'volver', Direccion: expect.any(String), Fecha: expect.stringMatching(/^\d{4}-/) },
      { Id: expect.any(Number), UsuarioId: mias[0].UsuarioId, Usuario: expect.any(String), HotelId: hotel.hotelId, NombreHotel: hotel.sesion.config.Nombre, Accion: 'acceder', Direccion: expect.any(String), Fecha: expect.any(String) },
    ]);
  });

  it('an operator who signs out while working as a hotel gets a volver row to its own hotel; one back home gets none', async () => {
    type Fila = { UsuarioId: number; HotelId: number; Accion: string; Direccion: string | null };
    const filasDe = async (usuarioId: number) => ((await operador.get('/api/Root/Auditoria')).body as Fila[]).filter((f) => f.UsuarioId === usuarioId);
    const hasta = async (condicion: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await condicion()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    };

    const hotel = await registrarHotelConfigurado(api.server, 1);
    const soporte = await operadorConSesion(api);
    const acceso = await soporte.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    const propioId = acceso.body.HotelPropioId as number;
    const usuarioId = ((await operador.get('/api/Root/Auditoria')).body as Fila[]).find((f) => f.HotelId === hotel.hotelId)!.UsuarioId;
    await soporte.post('/api/Cuenta/Logout').expect(200);
    await hasta(async () => (await filasDe(usuarioId)).length > 1);
    expect((await filasDe(usuarioId)).map(({ HotelId, Accion, Direccion }) => ({ HotelId, Accion, Direccion }))).toEqual([
      { HotelId: propioId, Accion: 'volver', Direccion: null },
      { HotelId: hotel.hotelId, Accion: 'acceder', Direccion: expect.any(String) },
    ]);

    // Back home before signing out: VolverHotel's row and nothing more.
    const otro = await operadorConSesion(api);
    await otro.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    await otro.post('/api/Root/VolverHotel').expect(200);
    const otroId = ((await operador.get('/api/Root/Auditoria')).body as Fila[]).find((f) => f.HotelId === hotel.hotelId && f.UsuarioId !== usuarioId)!.UsuarioId;
    await otro.post('/api/Cuenta/Logout').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await filasDe(otroId)).map((f) => f.Accion)).toEqual(['volver', 'acceder']);
  });

  it('answers 404 for an unknown hotel and 400 for a bad id, switching nothing', async () => {
    const soporte = await operadorConSesion(api);
    expect((await soporte.post('/api/Root/AccederHotel/2147483000')).status).toBe(404);
    expect(await soporte.post('/api/Root/AccederHotel/abc')).toMatchObject({ status: 400, body: { Message: 'El hotel no es válido' } });
    expect((await soporte.post('/api/Root/VolverHotel')).body.Message).toBe('De vuelta en su hotel');
  });
});

describe('OpenAPI', () => {
  it('describes every provider call, with the bodies of the POSTs', async () => {
    const doc = (await nuevoCliente(api.server).get('/api/docs-json').expect(200)).body;
    const llamadas: [string, string, string][] = [
      ['post', '/api/Empresas/buscar', 'Empresas'],
      ['get', '/api/Empresas/Create/{idcm}', 'Empresas'],
      ['get', '/api/InformeGlobalReservas', 'InformeGlobalReservas'],
      ['get', '/api/Root/GetReservas{tipo}', 'Root'],
      ['get', '/api/Root/UltimasReservas', 'Root'],
      ['get', '/api/Correo/GetUsuarios/{tipo}', 'Correo'],
      ['post', '/api/Correo/Enviar', 'Correo'],
      ['post', '/api/Root/AccederHotel/{hotelId}', 'Root'],
      ['post', '/api/Root/VolverHotel', 'Root'],
      ['get', '/api/Root/Auditoria', 'Root'],
      ['get', '/api/Logger', 'Logger'],
      ['get', '/api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}', 'Hoteles'],
    ];
    for (const [metodo, ruta, tag] of llamadas) {
      const op = doc.paths[ruta]?.[metodo];
      expect([ruta, op?.tags, typeof op?.summary]).toEqual([ruta, [tag], 'string']);
    }
    const cuerpo = (ruta: string) => {
      const ref: string = doc.paths[ruta].post.requestBody.content['application/json'].schema.$ref;
      return doc.components.schemas[ref.split('/').pop() as string].properties;
    };
    expect(Object.keys(cuerpo('/api/Empresas/buscar'))).toEqual(['texto']);
    expect(Object.keys(cuerpo('/api/Correo/Enviar')).sort()).toEqual(['Email', 'IsBodyHtml', 'Mensaje', 'NombreHotel', 'NombreUsuario', 'Titulo']);
    expect(doc.paths['/api/Logger'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['desde', 'hasta', 'hotel', 'pagina', 'tamano', 'texto']);
  });
});

describe('GET /api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}', () => {
  let conDatos: TestApi;
  let operadorDatos: Cliente;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-eliminar-'));

  beforeAll(async () => {
    conDatos = await startTestApi({ env: { DATA_DIR: dataDir } });
    operadorDatos = await operadorConSesion(conDatos);
  });
  afterAll(() => conDatos.close());

  const eventosDe = async (hotelId: number) => Number((await db.query(`select count(*)::int as n from event_store.events where metadata->>'hotelId' = $1`, [String(hotelId)])).rows[0].n);

  it('validates the e-mail and the count at the edge', async () => {
    for (const [ruta, mensaje] of [
      ['/api/Hoteles/EliminarHotelC/%20/1', 'Coloque un correo'],
      ['/api/Hoteles/EliminarHotelC/no-es-correo/1', 'Coloque un correo'],
      ['/api/Hoteles/EliminarHotelC/a@b.cl/x', 'Agrege la cantidad de reservas'],
      ['/api/Hoteles/EliminarHotelC/a@b.cl/-1', 'Agrege la cantidad de reservas'],
    ]) {
      const r = await operadorDatos.get(ruta);
      expect({ ruta, status: r.status, body: r.body }).toEqual({ ruta, status: 400, body: { Message: mensaje } });
    }
    expect((await operadorDatos.get(`/api/Hoteles/EliminarHotelC/nadie-${randomUUID()}@hotel.test/0`)).status).toBe(404);
  });

  it('deletes nothing on a wrong count; on the right one exports the hotel, then deletes all of it and nothing of another hotel', async () => {
    const a = await hotelConReservasEn(conDatos);
    await a.reservar('2099-05-01', '2099-05-03');
    await a.reservar('2099-06-01', '2099-06-03');
    // Rows in the later modules' tables too: a feed address, the booking page's settings, a room's
    // housekeeping state and setting, a closed day (and platform's closed date).
    const [habitacion] = (await a.cliente.get('/api/Habitaciones')).body;
    await a.cliente.get(`/api/Habitaciones/${habitacion.Id}/Ical`).expect(200);
    const motor = (await a.cliente.get('/api/MotorReservas').expect(200)).body;
    await a.cliente.put('/api/MotorReservas').send({ ...motor, Activo: true, Slug: `hotel-${randomUUID().slice(0, 8)}` }).expect(200);
    await a.cliente.put(`/api/Pisos/${habitacion.Id}`).send({ Estado: 'Sucia' }).expect(200);
    await a.cliente.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    const ayer = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await a.cliente.post(`/api/CierreDia/${ayer}`).expect(200);
    const b = await hotelConReservasEn(conDatos);
    const deB = await b.reservar('2099-05-01', '2099-05-03');
    const eventosB = await eventosDe(b.hotelId);
    expect(await eventosDe(a.hotelId)).toBeGreaterThan(0);
    // Server data counts the event store's events.
    const total = Number((await db.query('select count(*)::int as n from event_store.events')).rows[0].n);
    expect((await operadorDatos.get('/api/Default')).body.eventos).toBeGreaterThanOrEqual(total);

    const mal = await operadorDatos.get(`/api/Hoteles/EliminarHotelC/${a.email}/3`);
    expect(mal.status).toBe(400);
    expect(mal.body).toEqual({ Message: 'La cantidad de reservas no coincide con las del hotel: no se eliminó nada' });
    expect((await a.cliente.get('/api/Habitaciones')).body).toHaveLength(3);

    const ok = await operadorDatos.get(`/api/Hoteles/EliminarHotelC/${a.email.toUpperCase()}/2`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ Message: `Hotel ${a.sesion.config.Nombre} eliminado`, HotelId: a.hotelId, NombreHotel: a.sesion.config.Nombre });
    expect(ok.body.Filas).toMatchObject({
      reservas: { reserva: 2 },
      maestros: { habitacion: 3, cliente: 1 },
      cuenta: { hotel: 1, usuario: 1, empresa: 1 },
      canales: { ical_enlace: 1 },
      motor: { motor_configuracion: 1 },
      pisos: { piso_estado: 1, piso_configuracion: 1 },
      cierre: { cierre_dia: 1, cierre_dia_cifras: 1, cierre_hotel: 1 },
      platform: { fecha_cerrada: 1 },
    });

    // The export was written, with the events and the master data.
    const archivo = path.join(dataDir, ok.body.Exportacion);
    expect(existsSync(archivo)).toBe(true);
    const exportacion = JSON.parse(readFileSync(archivo, 'utf8'));
    expect(exportacion.hotel).toMatchObject({ Id: a.hotelId, Dueno: a.email });
    expect(exportacion.datos.reservas['event_store.events'].length).toBeGreaterThan(0);
    expect(exportacion.datos.maestros.habitacion).toHaveLength(3);
    expect(exportacion.datos.reservas.reserva).toHaveLength(2);
    expect(exportacion.datos.cuenta.hotel[0].id).toBe(a.hotelId);
    expect(JSON.stringify(exportacion)).not.toContain('password');

    // Everything of that hotel went: its session, its owner, its events.
    expect((await a.cliente.get('/api/Habitaciones')).status).toBe(500);
    expect((await nuevoCliente(conDatos.server).post('/api/Cuenta/Login').send({ email: a.email, password: a.password })).status).toBe(400);
    expect(await eventosDe(a.hotelId)).toBe(0);
    // Every table with a hotel_id column (a module's new table must join its DatosHotel command), but the audit log.
    const tablas = (await db.query(`select table_name from information_schema.columns where column_name = 'hotel_id' and table_schema = 'public' and table_name <> 'auditoria_acceso'`)).rows.map((f) => f.table_name as string);
    expect(tablas).toEqual(expect.arrayContaining(['reserva', 'ocupacion', 'habitacion', 'cliente', 'tipo_impuesto', 'configuracion', 'calendario_reserva', 'informe_reserva', 'ical_enlace', 'motor_configuracion', 'piso_estado', 'cierre_dia', 'fecha_cerrada']));
    for (const tabla of tablas) {
      expect([tabla, Number((await db.query(`select count(*)::int as n from ${tabla} where hotel_id = $1`, [a.hotelId])).rows[0].n)]).toEqual([tabla, 0]);
    }
    // And nothing of the other.
    expect((await b.cliente.get(`/api/ReservasB/${deB}`)).status).toBe(200);
    expect((await b.cliente.get('/api/Habitaciones')).body).toHaveLength(3);
    expect(await eventosDe(b.hotelId)).toBe(eventosB);
    const informe = (await operadorDatos.get('/api/InformeGlobalReservas')).body as { IDCM: number; Reservas: number }[];
    expect(informe.find((f) => f.IDCM === a.hotelId)).toBeUndefined();
    expect(informe.find((f) => f.IDCM === b.hotelId)?.Reservas).toBe(1);
  });
});
