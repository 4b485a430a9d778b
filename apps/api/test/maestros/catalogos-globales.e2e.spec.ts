import { randomUUID } from 'node:crypto';
import { nuevoCliente, registrarHotel } from '@recepcion/testing';
import { operadorConSesion } from '../support/operador';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

/** A code no other test run used: three letters from a random id. */
const codigo = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'Q');

describe('global catalogues: currencies and countries (root area)', () => {
  it('operators add, rename and delete currencies; hotel users and anonymous callers may only read', async () => {
    const operador = await operadorConSesion(api);
    const { cliente } = await registrarHotel(api.server);
    const id = `Z${codigo().slice(0, 2)}`;
    await operador.delete(`/api/Monedas/${id}`);
    expect((await cliente.post('/api/Monedas').send({ IDMoneda: id, Nombre: 'Prueba' })).status).toBe(403);
    expect((await operador.post('/api/Monedas').send({ IDMoneda: 'dolares', Nombre: 'x' })).body).toEqual({
      Message: 'El código de la moneda son tres letras (ISO 4217)',
    });
    const creada = (await operador.post('/api/Monedas').send({ IDMoneda: id.toLowerCase(), Nombre: 'Moneda de prueba', Centavos: false })).body;
    expect(creada).toEqual({ IDMoneda: id, Nombre: 'Moneda de prueba', Centavos: false });
    expect((await cliente.get('/api/Monedas')).body).toEqual(expect.arrayContaining([creada]));
    expect((await operador.put(`/api/Monedas/${id}`).send({ IDMoneda: id, Nombre: 'Renombrada' })).body.Nombre).toBe('Renombrada');
    expect((await operador.delete('/api/Monedas/CLP')).body).toEqual({ Message: 'No se puede eliminar: hay hoteles que usan esta moneda' });
    await operador.delete(`/api/Monedas/${id}`).expect(200);
  });

  it('countries: the whole world, so a guest from Brazil or France has theirs; the first ones keep their codes and currencies', async () => {
    const paises: { Id: number; Nombre: string; MonedaId: string | null }[] = (await nuevoCliente(api.server).get('/api/Paises').expect(200)).body;
    expect(paises).toEqual(
      expect.arrayContaining([
        { Id: 35, Nombre: 'Chile', MonedaId: 'CLP' },
        { Id: 55, Nombre: 'España', MonedaId: 'EUR' },
        expect.objectContaining({ Nombre: 'Brasil', MonedaId: 'BRL' }),
        expect.objectContaining({ Nombre: 'Reino Unido', MonedaId: 'GBP' }),
        expect.objectContaining({ Nombre: 'Francia', MonedaId: 'EUR' }),
        expect.objectContaining({ Nombre: 'El Salvador', MonedaId: 'USD' }),
      ]),
    );
    expect(paises.length).toBeGreaterThanOrEqual(240);
    expect(new Set(paises.map((p) => p.Nombre.toLowerCase())).size).toBe(paises.length);
    // A hotel registered in Brazil starts with the real, which the currency catalogue has.
    const brasil = paises.find((p) => p.Nombre === 'Brasil');
    const luiz = nuevoCliente(api.server);
    const registro = await luiz.post('/api/Cuenta/Register').send({ nombre: 'Luiz Souza', email: `br-${codigo()}@hotel.test`, password: 'clave123', nombreHotel: 'Pousada Sol', paisId: brasil?.Id }).expect(200);
    expect(registro.body.config).toMatchObject({ MonedaId: 'BRL', PaisId: brasil?.Id });
    const monedas: { IDMoneda?: string; Id?: string; Nombre: string }[] = (await luiz.get('/api/Monedas').expect(200)).body;
    expect(JSON.stringify(monedas)).toContain('Real brasileño');
  });

  it('countries: public to read, operators to edit, never deleted while clients use them', async () => {
    const operador = await operadorConSesion(api);
    const { cliente } = await registrarHotel(api.server);
    expect((await cliente.post('/api/Paises').send({ Nombre: 'Brasil', MonedaId: 'BRL' })).status).toBe(403);
    const brasil = (await operador.post('/api/Paises').send({ Nombre: `Brasil ${codigo()}` })).body;
    expect(brasil).toMatchObject({ Id: expect.any(Number), MonedaId: null });
    const ana = (await cliente.post('/api/Clientes').send({ Nombre: 'Ana Souza', GiroId: 1, PaisId: brasil.Id })).body;
    expect((await operador.delete(`/api/Paises/${brasil.Id}`)).body).toEqual({ Message: 'No se puede eliminar: hay clientes de este país' });
    await cliente.delete(`/api/Clientes/${ana.Id}`).expect(200);
    await operador.delete(`/api/Paises/${brasil.Id}`).expect(200);
    expect((await cliente.get(`/api/Paises/${brasil.Id}`)).status).toBe(404);
  });

  it('a new country with Id 0 takes the next free code, as every other catalogue takes Id 0 for new; a code in use answers 400', async () => {
    const operador = await operadorConSesion(api);
    const nuevo = await operador.post('/api/Paises').send({ Id: 0, Nombre: `Uruguay ${codigo()}` });
    expect(nuevo.status).toBe(200);
    expect(nuevo.body).toMatchObject({ Id: expect.any(Number), MonedaId: null });
    expect(nuevo.body.Id).toBeGreaterThan(0);
    expect((await operador.post('/api/Paises').send({ Id: nuevo.body.Id, Nombre: 'Repetido' })).body).toEqual({ Message: 'Ya existe un país con ese código' });
    expect((await operador.post('/api/Paises').send({ Id: -1, Nombre: 'Negativo' })).body).toEqual({ Message: 'El código del país no es válido' });
    await operador.delete(`/api/Paises/${nuevo.body.Id}`).expect(200);
  });
});
