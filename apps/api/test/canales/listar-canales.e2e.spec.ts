import { comprobarAislamiento, nuevoCliente, registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/Canales/{hotelId}', () => {
  it('answers a signed-in hotel its rows (none yet)', async () => {
    const { cliente, hotelId } = await registrarHotel(api.server);
    const respuesta = await cliente.get(`/api/Canales/${hotelId}`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toEqual([]);
  });

  it('answers the expired-session message without a session', async () => {
    const { hotelId } = await registrarHotel(api.server);
    const respuesta = await nuevoCliente(api.server).get(`/api/Canales/${hotelId}`);
    expect(respuesta.status).toBe(500);
    expect(respuesta.body.detailedMessage).toMatch(/^Vuelva a iniciar sesión/);
  });

  it('keeps hotels apart: another hotel gets 404, forged cookies prove nothing', async () => {
    const propietario = await registrarHotel(api.server);
    const ajeno = await registrarHotel(api.server);
    await comprobarAislamiento(api.server, [{ metodo: 'get', ruta: `/api/Canales/${propietario.hotelId}` }], ajeno.cliente, propietario);
  });
});
