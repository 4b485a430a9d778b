import { comprobarAislamiento, registrarHotel, registrarHotelConfigurado, rutasDeRegistro } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

describe('charge types and charges', () => {
  it('creates, lists, edits and deletes with the spec messages; a type in use is not deleted', async () => {
    const { cliente } = await registrarHotel(api.server);
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: ' ' })).body).toEqual({ Message: 'Falta ingresar el Nombre' });
    const tipo = (await cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
    expect(tipo).toMatchObject({ Id: expect.any(Number), Nombre: 'Minibar', Comentario: null });

    expect((await cliente.post('/api/Cargos').send({ Nombre: 'Agua mineral' })).body).toEqual({ Message: 'Seleccione un Tipo de Cargo' });
    expect((await cliente.post('/api/Cargos').send({ Nombre: 'Agua', TipoCargoId: 999999 })).body).toEqual({
      Message: 'El Tipo de Cargo seleccionado no existe',
    });
    const cargo = (await cliente.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id, Comentario: '500 ml' })).body;
    expect(cargo).toMatchObject({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id, TipoCargoNombre: 'Minibar', Comentario: '500 ml' });

    const editado = await cliente.put(`/api/Cargos/${cargo.Id}`).send({ Nombre: 'Agua con gas', TipoCargoId: tipo.Id, Comentario: '' });
    expect(editado.body).toMatchObject({ Nombre: 'Agua con gas', Comentario: null });

    const enUso = await cliente.delete(`/api/GruposServicio/${tipo.Id}`);
    expect(enUso.status).toBe(400);
    expect(enUso.body).toEqual({ Message: 'No se puede eliminar: hay cargos de este tipo' });

    await cliente.delete(`/api/Cargos/${cargo.Id}`).expect(200);
    await cliente.delete(`/api/GruposServicio/${tipo.Id}`).expect(200);
    expect((await cliente.get('/api/Cargos')).body).toEqual([]);
  });
});

describe('room types and rooms', () => {
  it('lists the rooms created by the setup, adds one of a new type, and keeps a type with rooms', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 3);
    const habitaciones = (await cliente.get('/api/Habitaciones')).body;
    expect(habitaciones.map((h: { Nombre: string }) => h.Nombre)).toEqual(['1', '2', '3']);

    const tipo = (await cliente.post('/api/TiposHabitacion').send({ Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 })).body;
    expect(tipo).toMatchObject({ Nombre: 'Suite', CantidadPasajerosPredeterminado: 2, CantidadPasajeros: 4 });
    const actualizado = await cliente.put(`/api/TiposHabitacion/${tipo.Id}`).send({ Id: tipo.Id, Nombre: 'Suite', CantidadPasajerosPredeterminado: 3 });
    expect(actualizado.body.CantidadPasajerosPredeterminado).toBe(3);
    expect((await cliente.put(`/api/TiposHabitacion/${tipo.Id}`).send({ Nombre: 'Suite', CantidadPasajerosPredeterminado: 0 })).body).toEqual({
      Message: 'La cantidad de pasajeros debe ser un número entero mayor que 0',
    });

    expect((await cliente.post('/api/Habitaciones').send({ Nombre: '101' })).body).toEqual({ Message: 'Seleccione un Tipo de Habitación' });
    const suite = (await cliente.post('/api/Habitaciones').send({ Nombre: '401', TipoHabitacionId: tipo.Id, Orden: 10 })).body;
    expect(suite).toMatchObject({ Nombre: '401', TipoHabitacionNombre: 'Suite', Orden: 10 });

    const enUso = await cliente.delete(`/api/TiposHabitacion/${tipo.Id}`);
    expect(enUso.body).toEqual({ Message: 'No se puede eliminar: hay habitaciones de este tipo' });
    expect((await cliente.get(`/api/TiposHabitacion/${tipo.Id}`)).status).toBe(200);
  });

  it('meal plans', async () => {
    const { cliente } = await registrarHotel(api.server);
    const regimen = (await cliente.post('/api/Regimenes').send({ Nombre: 'Media pensión' })).body;
    expect((await cliente.get('/api/Regimenes')).body).toEqual([{ Id: regimen.Id, Nombre: 'Media pensión', Comentario: null }]);
  });
});

describe('tenancy of master data', () => {
  it('another hotel cannot read, change or delete them; no session gets the expired answer', async () => {
    const propietario = await registrarHotelConfigurado(api.server, 2);
    const ajeno = await registrarHotel(api.server);
    const c = propietario.cliente;
    const tipoCargo = (await c.post('/api/GruposServicio').send({ Nombre: 'Lavandería' })).body;
    const cargo = (await c.post('/api/Cargos').send({ Nombre: 'Camisa', TipoCargoId: tipoCargo.Id })).body;
    const regimen = (await c.post('/api/Regimenes').send({ Nombre: 'Desayuno' })).body;
    const [habitacion] = (await c.get('/api/Habitaciones')).body;
    const rutas = [
      ['GruposServicio', tipoCargo.Id, { Nombre: 'x' }],
      ['Cargos', cargo.Id, { Nombre: 'x', TipoCargoId: tipoCargo.Id }],
      ['Regimenes', regimen.Id, { Nombre: 'x' }],
      ['Habitaciones', habitacion.Id, { Nombre: 'x', TipoHabitacionId: habitacion.TipoHabitacionId }],
      ['TiposHabitacion', habitacion.TipoHabitacionId, { Nombre: 'x' }],
    ] as const;
    await comprobarAislamiento(
      api.server,
      rutas.flatMap(([ruta, id, cuerpo]) => rutasDeRegistro(ruta, id, cuerpo)),
      ajeno.cliente,
      propietario,
    );
    // Lists never show another hotel's rows, and a foreign charge type cannot be referenced.
    expect((await ajeno.cliente.get('/api/Cargos')).body).toEqual([]);
    expect((await ajeno.cliente.post('/api/Cargos').send({ Nombre: 'x', TipoCargoId: tipoCargo.Id })).body).toEqual({
      Message: 'El Tipo de Cargo seleccionado no existe',
    });
    expect((await c.get(`/api/Cargos/${cargo.Id}`)).body.Nombre).toBe('Camisa');
  });
});
