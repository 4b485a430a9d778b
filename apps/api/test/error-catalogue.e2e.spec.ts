import { nuevoCliente, registrarHotel, registrarHotelConfigurado } from '@recepcion/testing';
import request from 'supertest';
import { operadorConSesion } from './support/operador';
import { startTestApi, type TestApi } from './support/test-api';
import { conContrato } from './support/contrato';

let api: TestApi;
/** As the UI calls: with the app header. */
const http = () => nuevoCliente(api.server);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

describe('error catalogue (spec section 8)', () => {
  it('answers 404 {Message: "No se encontro"} for an unknown API route, whatever the verb', async () => {
    for (const verb of ['get', 'post', 'put', 'delete'] as const) {
      const response = await http()[verb]('/api/NoExiste');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ Message: 'No se encontro' });
    }
  });

  it('answers 405 with Allow for a known path asked with a method it does not have', async () => {
    const borrar = await http().delete('/api/Default/Simple');
    expect([borrar.status, borrar.body, borrar.headers.allow]).toEqual([405, { Message: 'Método no permitido para esta dirección' }, 'GET']);
    const conParametro = await http().patch('/api/ReservasB/12');
    expect(conParametro.status).toBe(405);
    expect(conParametro.headers.allow.split(', ').sort()).toEqual(['DELETE', 'GET', 'PUT']);
    // A resource that is not there is still a 404 on a method the path has.
    expect((await http().get('/api/NoExiste/12')).status).toBe(404);
  });

  it('answers 400 with the first Spanish validation message', async () => {
    const response = await http().post('/api/Logger').send({ url: '/reservas/calendario' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Message: 'Falta el mensaje' });
  });

  it('answers 400 in Spanish, not the framework English, for a malformed JSON body', async () => {
    const response = await http().post('/api/Logger').set('content-type', 'application/json').send('{"message": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Message: 'La solicitud no es válida' });
  });

  it('answers 413 in Spanish for a body above the size cap, and stores nothing', async () => {
    const response = await http()
      .post('/api/Logger')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ Message: 'El contenido enviado es demasiado grande' });
  });

  it('refuses a mutating call without the app header (CSRF) with 403 in Spanish', async () => {
    const response = await request(api.server).post('/api/Logger').send({ message: 'desde otro sitio' });
    expect(response.status).toBe(403);
    expect(response.body.Message).toMatch(/^Solicitud rechazada/);
  });

  it('never returns a stack trace', async () => {
    const response = await http().post('/api/Logger').set('content-type', 'application/json').send('[');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('input no handler can take: a Spanish 400 for every route, before validation', () => {
  const signedIn = async () => (await registrarHotel(api.server)).cliente;

  it('refuses a NUL character in a body, a path or a query value', async () => {
    const c = await signedIn();
    const cuerpo = await c.post('/api/Clientes').send({ Nombre: 'Ana\u0000', GiroId: 1, PaisId: 55 });
    expect([cuerpo.status, cuerpo.body]).toEqual([400, { Message: 'El texto enviado contiene caracteres no válidos' }]);
    const ruta = await c.get('/api/calendario/buscar/2027-01-01/a%00b');
    expect([ruta.status, ruta.body]).toEqual([400, { Message: 'El texto enviado contiene caracteres no válidos' }]);
    const consulta = await c.get('/api/calendario/buscar?texto=a%00b');
    expect([consulta.status, consulta.body]).toEqual([400, { Message: 'El texto enviado contiene caracteres no válidos' }]);
  });

  it('refuses half of a surrogate pair in a text or a key, and keeps a whole one', async () => {
    const c = await signedIn();
    const solo = await c.post('/api/Clientes').set('content-type', 'application/json').send('{"Nombre":"Ana \\ud800","GiroId":1,"PaisId":55}');
    expect([solo.status, solo.body]).toEqual([400, { Message: 'El texto enviado contiene caracteres no válidos' }]);
    const clave = await c.post('/api/Clientes').set('content-type', 'application/json').send('{"\\udc00":1,"Nombre":"Ana","GiroId":1,"PaisId":55}');
    expect(clave.status).toBe(400);
    const emoji = await c.post('/api/Clientes').send({ Nombre: 'Ana 🌴', GiroId: 1, PaisId: 55 });
    expect(emoji.status).toBe(200);
    expect(emoji.body.Nombre).toBe('Ana 🌴');
  });

  it('refuses a body nested thousands of levels deep, and a number no field can hold', async () => {
    const c = await signedIn();
    const profundo = await c.post('/api/ReservasB').set('content-type', 'application/json').send('{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    expect([profundo.status, profundo.body]).toEqual([400, { Message: 'El contenido enviado tiene demasiados niveles' }]);
    const enorme = await c.post('/api/Clientes').set('content-type', 'application/json').send('{"Nombre":"Ana","GiroId":1e308,"PaisId":55}');
    expect([enorme.status, enorme.body]).toEqual([400, { Message: 'Un número enviado está fuera de rango' }]);
  });

  it('answers a malformed URL and a long path value in Spanish', async () => {
    const c = await signedIn();
    const mal = await c.get('/api/calendario/buscar/2027-01-01/%E0%A4%A');
    expect([mal.status, mal.body]).toEqual([400, { Message: 'La solicitud no es válida' }]);
    const largo = await c.get(`/api/calendario/buscar/2027-01-01/${'a'.repeat(300)}`);
    expect([largo.status, largo.body]).toEqual([200, []]);
  });
});

// Inputs the OpenAPI fuzzer (tools/fuzz) reaches: each answers a Spanish 4xx, not a 500 or an English message.
describe('what the fuzzer found', () => {
  it('answers a number its column cannot hold with a Spanish 400, not a 500', async () => {
    const { cliente: c } = await registrarHotelConfigurado(api.server);
    const id = await c.get('/api/ReservasB/2147483648');
    expect([id.status, id.body]).toEqual([400, { Message: 'Un número enviado está fuera de rango' }]);
    // The expense's own bound names the field before the column could overflow.
    const monto = await c.post('/api/Gastos').send({ Fecha: '2027-01-01', Concepto: 'Luz', Valor: '1e20' });
    expect([monto.status, monto.body]).toEqual([400, { Message: 'El campo Valor no puede superar 999.999.999' }]);
  });

  it('takes a path id only written as a decimal number (not \' 12 \', 0x10, 1e1)', async () => {
    const { cliente: c } = await registrarHotelConfigurado(api.server);
    const [habitacion] = (await c.get('/api/Habitaciones')).body;
    expect((await c.get(`/api/Habitaciones/${habitacion.Id}`)).status).toBe(200);
    for (const id of [`%20${habitacion.Id}%20`, `0x${habitacion.Id.toString(16)}`, `${habitacion.Id / 10}e1`]) {
      const r = await c.get(`/api/Habitaciones/${id}`);
      expect([id, r.status, r.body]).toEqual([id, 400, { Message: 'La solicitud no es válida' }]);
    }
  });

  it('refuses null in an optional field whose column takes no null', async () => {
    const h = await registrarHotelConfigurado(api.server);
    const config = await h.cliente.put(`/api/Configuraciones/${h.hotelId}`).send({ Nombre: 'Hotel', PrecioHabitacionPorPersona: null });
    expect([config.status, config.body]).toEqual([400, { Message: 'El campo Precio de habitación por persona no es válido' }]);
    const invitacion = await h.cliente.post('/api/HotelUsuarios').send({ Usuario: 'invitada@hotel.test', IDTipoUsuario: null });
    expect(invitacion.status).toBe(400);
    const moneda = await (await operadorConSesion(api)).put('/api/Monedas/CLP').send({ IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: null });
    expect([moneda.status, moneda.body]).toEqual([400, { Message: 'El campo Centavos no es válido' }]);
  });

  it('answers a body that is not an object in Spanish where the DTO requires no field', async () => {
    const c = (await registrarHotel(api.server)).cliente;
    for (const cuerpo of ['[]', '1', '"x"']) {
      const r = await c.post('/api/Autocomplete/Clientes').set('content-type', 'application/json').send(cuerpo);
      expect([r.status, r.body]).toEqual([400, { Message: 'La solicitud no es válida' }]);
    }
  });
});

describe('health and docs', () => {
  it('reports health once the database answers', async () => {
    const response = await http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ estado: 'ok' });
  });

  it('publishes the OpenAPI document with the API paths', async () => {
    const response = await http().get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/Default/Simple', '/api/Logger']));
  });
});

describe('paths', () => {
  it('match whatever the case, as the spec writes them both ways', async () => {
    expect((await http().get('/api/default/simple')).status).toBe(200);
    expect((await http().get('/api/DEFAULT/Simple')).body.nombre).toBe('Recepción');
  });
});
