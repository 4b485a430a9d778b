import { randomUUID } from 'node:crypto';
import { type Cliente, nuevoCliente, registrarHotel } from '@recepcion/testing';
import { enPostgres } from './support/base-de-datos';
import { operadorConSesion } from './support/operador';
import { startTestApi, type TestApi } from './support/test-api';
import { conContrato } from './support/contrato';

let api: TestApi;
let operador: Cliente;
const http = () => nuevoCliente(api.server);

beforeAll(async () => {
  api = await startTestApi();
  operador = await operadorConSesion(api);
});
afterAll(() => api.close());
conContrato(() => api);

describe('GET /api/Default', () => {
  it('Simple answers the product name, version and state', async () => {
    const response = await http().get('/api/Default/Simple');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ nombre: 'Recepción', version: expect.stringMatching(/^\d+\.\d+\.\d+/), estado: 'ok' });
  });

  it('details the server to an operator: version, uptime, database kind and Node version', async () => {
    const response = await operador.get('/api/Default');
    expect(response.status).toBe(200);
    // The database the run really uses: PostgreSQL with DATABASE_URL, the embedded PGlite without.
    expect(response.body).toMatchObject({
      versionCliente: '1.7.6',
      baseDatos: enPostgres ? 'postgresql' : 'pglite',
      node: process.version,
    });
    expect(response.body.uptimeSegundos).toBeGreaterThanOrEqual(0);
  });
});

describe('operator-only endpoints', () => {
  it('refuse server details and the error log to a hotel user (403) and to a signed-out caller', async () => {
    const { cliente } = await registrarHotel(api.server);
    for (const ruta of ['/api/Default', '/api/Logger', '/api/UsuariosBloqueados']) {
      const usuario = await cliente.get(ruta);
      expect(usuario.status).toBe(403);
      expect(usuario.body).toEqual({ Message: 'No tiene permiso para esta operación' });
      const anonimo = await http().get(ruta);
      expect(anonimo.status).toBe(500);
      expect(anonimo.body.detailedMessage).toBe('Vuelva a iniciar sesión');
    }
  });
});

describe('client error log', () => {
  it('stores what the browser reports and lists it newest first with the spec fields', async () => {
    const message = `TypeError en calendario ${randomUUID()}`;
    const posted = await http()
      .post('/api/Logger')
      .set('user-agent', 'Mozilla/5.0 prueba')
      .send({
        message,
        url: '/reservas/calendario',
        tag: 'calendario',
        hotelIdClient: 12,
        userIdClient: '4',
        versionClient: '1.7.6',
        navegador: 'Chromium',
        sistemaOperativo: 'Linux',
        lastClick: 'button#guardar',
        category: 'error',
        lineNumber: 10,
        columnNumber: 5,
        stackTrace: 'at guardar (calendario.js:10:5)',
      });
    expect(posted.status).toBe(200);
    expect(posted.body.Id).toEqual(expect.any(Number));

    const listed = await operador.get('/api/Logger');
    expect(listed.status).toBe(200);
    const entry = listed.body.find((e: { Message: string }) => e.Message === message);
    expect(entry).toEqual({
      Id: posted.body.Id,
      Tag: 'calendario',
      Message: message,
      Category: 'error',
      Url: '/reservas/calendario',
      HotelIdClient: '12',
      UserIdClient: '4',
      VersionClient: '1.7.6',
      VersionBackend: expect.any(String),
      Navegador: 'Chromium',
      SistemaOperativo: 'Linux',
      LastClick: 'button#guardar',
      LineNumber: 10,
      ColumnNumber: 5,
      StackTrace: 'at guardar (calendario.js:10:5)',
      UserAgent: 'Mozilla/5.0 prueba',
      CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(listed.body[0].Id).toBeGreaterThanOrEqual(posted.body.Id);
  });

  it('refuses an oversized field with a Spanish message', async () => {
    const response = await http().post('/api/Logger').send({ message: 'x'.repeat(4001) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Message: 'El texto es demasiado largo' });
  });
});
