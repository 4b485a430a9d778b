import { nuevoCliente } from '@recepcion/testing';
import request from 'supertest';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
/** As the UI calls: with the app header. */
const http = () => nuevoCliente(api.server);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('error catalogue (spec section 8)', () => {
  it('answers 404 {Message: "No se encontro"} for an unknown API route, whatever the verb', async () => {
    for (const verb of ['get', 'post', 'put', 'delete'] as const) {
      const response = await http()[verb]('/api/NoExiste');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ Message: 'No se encontro' });
    }
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
