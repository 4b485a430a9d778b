import { registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// A room type's default guests never exceed its maximum (refused, not made to fit).
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const SOBRE_MAXIMO = { Message: 'La cantidad de pasajeros predeterminada no puede superar la máxima' };

describe('room type guests', () => {
  it('refuses a default above the maximum, on create and on edit, and changes nothing', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    const creado = await cliente.post('/api/TiposHabitacion').send({ Nombre: 'Triple', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 3 });
    expect([creado.status, creado.body]).toEqual([400, SOBRE_MAXIMO]);
    // Without a maximum a new type holds 1.
    const sinMaximo = await cliente.post('/api/TiposHabitacion').send({ Nombre: 'Triple', CantidadPasajerosPredeterminado: 2 });
    expect([sinMaximo.status, sinMaximo.body]).toEqual([400, SOBRE_MAXIMO]);
    expect(((await cliente.get('/api/TiposHabitacion')).body as { Nombre: string }[]).map((t) => t.Nombre)).not.toContain('Triple');

    const tipo = (await cliente.post('/api/TiposHabitacion').send({ Nombre: 'Triple', CantidadPasajeros: 3, CantidadPasajerosPredeterminado: 3 })).body;
    expect(tipo).toMatchObject({ CantidadPasajeros: 3, CantidadPasajerosPredeterminado: 3 });
    const bajaMaximo = await cliente.put(`/api/TiposHabitacion/${tipo.Id}`).send({ Nombre: 'Triple', CantidadPasajeros: 2 });
    expect([bajaMaximo.status, bajaMaximo.body]).toEqual([400, SOBRE_MAXIMO]);
    const subePredeterminado = await cliente.put(`/api/TiposHabitacion/${tipo.Id}`).send({ Nombre: 'Triple', CantidadPasajeros: 3, CantidadPasajerosPredeterminado: 4 });
    expect([subePredeterminado.status, subePredeterminado.body]).toEqual([400, SOBRE_MAXIMO]);
    expect((await cliente.get(`/api/TiposHabitacion/${tipo.Id}`)).body).toMatchObject({ CantidadPasajeros: 3, CantidadPasajerosPredeterminado: 3 });

    const ambos = await cliente.put(`/api/TiposHabitacion/${tipo.Id}`).send({ Nombre: 'Triple', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 });
    expect(ambos.body).toMatchObject({ CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 });
  });
});
