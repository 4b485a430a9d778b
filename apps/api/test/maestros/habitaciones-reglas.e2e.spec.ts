import { registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// A room's name is unique in its hotel (the calendar, lists and reports tell rooms apart by it),
// and a room type's default guests never exceed its maximum (refused, not made to fit).
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const REPETIDA = { Message: 'Ya existe una habitación con ese nombre' };
const SOBRE_MAXIMO = { Message: 'La cantidad de pasajeros predeterminada no puede superar la máxima' };

describe('room names', () => {
  it('refuses on create and on edit a name another room of the hotel has (trimmed, without case or accents)', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 2);
    const [uno, dos] = (await cliente.get('/api/Habitaciones')).body as { Id: number; Nombre: string; TipoHabitacionId: number }[];
    const tipo = uno.TipoHabitacionId;

    const suite = await cliente.post('/api/Habitaciones').send({ Nombre: 'Suíte Nupcial', TipoHabitacionId: tipo });
    expect(suite.status).toBe(200);
    for (const Nombre of [uno.Nombre, ` ${uno.Nombre} `, 'suite nupcial', '  SUITE   NUPCIAL ', 'Suite Núpcial']) {
      const r = await cliente.post('/api/Habitaciones').send({ Nombre, TipoHabitacionId: tipo });
      expect([Nombre, r.status, r.body]).toEqual([Nombre, 400, REPETIDA]);
    }

    const renombrada = await cliente.put(`/api/Habitaciones/${dos.Id}`).send({ Nombre: 'SUITE nupcial', TipoHabitacionId: tipo });
    expect([renombrada.status, renombrada.body]).toEqual([400, REPETIDA]);
    expect((await cliente.get(`/api/Habitaciones/${dos.Id}`)).body.Nombre).toBe(dos.Nombre);

    // Its own name (even re-cased) is no clash, and another name is fine.
    await cliente.put(`/api/Habitaciones/${suite.body.Id}`).send({ Nombre: 'Suite nupcial', TipoHabitacionId: tipo, Comentario: 'Vista al mar' }).expect(200);
    await cliente.put(`/api/Habitaciones/${dos.Id}`).send({ Nombre: '202', TipoHabitacionId: tipo }).expect(200);
    expect(((await cliente.get('/api/Habitaciones')).body as { Nombre: string }[]).map((h) => h.Nombre).sort()).toEqual(['1', '202', 'Suite nupcial']);
  });

  it('another hotel may use the same name', async () => {
    const a = await registrarHotelConfigurado(api.server, 1);
    const b = await registrarHotelConfigurado(api.server, 1);
    const tipoB = (await b.cliente.get('/api/Habitaciones')).body[0].TipoHabitacionId;
    await a.cliente.post('/api/Habitaciones').send({ Nombre: 'Cabaña Sur', TipoHabitacionId: (await a.cliente.get('/api/Habitaciones')).body[0].TipoHabitacionId }).expect(200);
    await b.cliente.post('/api/Habitaciones').send({ Nombre: 'Cabaña Sur', TipoHabitacionId: tipoB }).expect(200);
  });
});

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
