import { MENSAJES_CUENTA } from '@recepcion/contracts';
import { registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// The configuration's currency must exist: an empty code is no currency of the catalogue either
// (it was stored, and reservations then defaulted to a currency that does not exist).
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

describe('PUT /api/Configuraciones', () => {
  it("refuses an empty currency code with the unknown currency's 400 and keeps the configuration", async () => {
    const hotel = await registrarHotelConfigurado(api.server);
    const configId = hotel.sesion.config.Id;
    const antes = (await hotel.cliente.get(`/api/Configuraciones/${configId}`)).body;
    expect(antes.MonedaId).toEqual(expect.any(String));
    for (const MonedaId of ['', '   ', 'clp', 'NO-EXISTE']) {
      const respuesta = await hotel.cliente.put(`/api/Configuraciones/${configId}`).send({ Nombre: antes.Nombre, MonedaId });
      expect({ MonedaId, status: respuesta.status, body: respuesta.body }).toEqual({ MonedaId, status: 400, body: { Message: MENSAJES_CUENTA.monedaDesconocida } });
      expect((await hotel.cliente.post('/api/Configuraciones').send({ Nombre: antes.Nombre, MonedaId })).status).toBe(400);
    }
    expect((await hotel.cliente.get(`/api/Configuraciones/${configId}`)).body).toEqual(antes);
  });
});
