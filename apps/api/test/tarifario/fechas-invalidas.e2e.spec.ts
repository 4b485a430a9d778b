import { registrarHotel, registrarHotelConfigurado } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

/**
 * One date type at the edge (`EsFecha`): `yyyy-MM-dd`, a real day. Anything else answers 400 with
 * the field's own Spanish message, never a 500 and never a silently cut or shifted date.
 */
const IMPOSIBLES = ['2026-02-30', '2026-W05-3', '20260101', '2026-13-01', '2026-01-01T10:00:00', '1899-12-31', 20260101];

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

describe('seasons refuse impossible dates', () => {
  it.each(IMPOSIBLES)('FechaInicial %p answers the start-date message', async (fecha) => {
    const { cliente } = await registrarHotel(api.server);
    const respuesta = await cliente.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: fecha, FechaFinal: '2027-02-28' });
    expect(respuesta.status).toBe(400);
    expect(respuesta.body).toEqual({ Message: 'Falta indicar la fecha en que comienza la temporada' });
  });

  it('FechaFinal answers the end-date message, on creation and on update, and nothing is saved', async () => {
    const { cliente } = await registrarHotel(api.server);
    for (const fecha of ['2026-02-30', '2026-W05-3', '20260101']) {
      const respuesta = await cliente.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2026-01-01', FechaFinal: fecha });
      expect(respuesta.status).toBe(400);
      expect(respuesta.body).toEqual({ Message: 'Falta indicar la fecha en que finaliza la temporada' });
    }
    expect((await cliente.get('/api/Temporadas')).body).toEqual([]);

    const alta = (await cliente.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2028-02-01', FechaFinal: '2028-02-29' })).body;
    expect(alta).toMatchObject({ FechaInicial: '2028-02-01', FechaFinal: '2028-02-29' });
    const editada = await cliente.put(`/api/Temporadas/${alta.Id}`).send({ Nombre: 'Alta', FechaInicial: '2027-02-01', FechaFinal: '2027-02-29' });
    expect(editada.status).toBe(400);
    expect(editada.body).toEqual({ Message: 'Falta indicar la fecha en que finaliza la temporada' });
    expect((await cliente.get('/api/Temporadas')).body).toEqual([alta]);
  });
});

describe('GetPrecioCalculado refuses impossible dates', () => {
  it.each(IMPOSIBLES)('Fecha %p answers 400 Seleccione una fecha', async (fecha) => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    const respuesta = await cliente.put('/api/ReservasB/GetPrecioCalculado').send({ Fecha: fecha, MonedaId: 'CLP', ServicioId: 1, CantidadPasajeros: 1 });
    expect(respuesta.status).toBe(400);
    expect(respuesta.body).toEqual({ Message: 'Seleccione una fecha' });
  });

  it('a real day, a leap day included, is priced (no list here: no value)', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    const respuesta = await cliente.put('/api/ReservasB/GetPrecioCalculado').send({ Fecha: '2028-02-29', MonedaId: 'CLP', ServicioId: 1, CantidadPasajeros: 1 });
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toEqual({ HasValue: false, Value: null });
  });

  it('its optional fields answer Spanish messages, never class-validator\'s English ones', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    const pedir = (cambios: Record<string, unknown>) =>
      cliente.put('/api/ReservasB/GetPrecioCalculado').send({ Fecha: '2026-12-05', MonedaId: 'CLP', ServicioId: 1, CantidadPasajeros: 1, ...cambios });
    expect((await pedir({ DarIVAIncluido: 'si' })).body).toEqual({ Message: 'El campo IVA incluido no es válido' });
    expect((await pedir({ TipoImpuestoId: 'x' })).body).toEqual({ Message: 'Seleccione un Impuesto' });
    expect((await pedir({ TipoServicioId: 9 })).body).toEqual({ Message: 'El tipo de servicio no es válido' });
  });
});
