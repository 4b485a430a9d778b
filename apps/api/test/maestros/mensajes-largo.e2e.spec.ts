import { registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

/** A too-long text says so in Spanish: it is not a missing one, and never class-validator's English. */
describe('too-long texts in master data', () => {
  it('a name over the limit answers a length message, not "Falta ingresar el Nombre"', async () => {
    const { cliente } = await registrarHotel(api.server);
    const largo = await cliente.post('/api/GruposServicio').send({ Nombre: 'M'.repeat(121) });
    expect(largo.status).toBe(400);
    expect(largo.body).toEqual({ Message: 'El campo Nombre admite hasta 120 caracteres' });
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: '' })).body).toEqual({ Message: 'Falta ingresar el Nombre' });
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: 'M'.repeat(120) })).status).toBe(200);
  });

  it('optional fields answer Spanish messages for a wrong kind and for a too-long text', async () => {
    const { cliente } = await registrarHotel(api.server);
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar', Comentario: 5 })).body).toEqual({ Message: 'El campo Comentario no es válido' });
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar', Comentario: 'c'.repeat(1001) })).body).toEqual({
      Message: 'El campo Comentario admite hasta 1000 caracteres',
    });
    expect((await cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar', IDContactoMaster: 'x' })).body).toEqual({ Message: 'El campo Contacto no es válido' });
    const cliente1 = { Nombre: 'Ana', GiroId: 1, PaisId: 35, Ciudad: 'Valparaíso' };
    expect((await cliente.post('/api/Clientes').send({ ...cliente1, Ciudad: 'V'.repeat(121) })).body).toEqual({ Message: 'El campo Ciudad admite hasta 120 caracteres' });
    expect((await cliente.post('/api/Clientes').send({ ...cliente1, Rut: 'R'.repeat(41) })).body).toEqual({ Message: 'El campo RUT admite hasta 40 caracteres' });
  });
});
