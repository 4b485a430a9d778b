import { registrarHotel } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Spec section 5: the city is required for Chile (35) only; a client or passenger of any other
// country may have one too, and keeps it.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const CHILE = 35;

describe('the city of a client', () => {
  it('is kept for every country: created, changed, read back and cleared; required only for Chile', async () => {
    const { cliente: c } = await registrarHotel(api.server);
    const paises = ((await c.get('/api/Paises')).body as { Id: number; Nombre: string }[]).filter((p) => p.Id !== CHILE).slice(0, 3);
    expect(paises).toHaveLength(3);

    for (const [i, pais] of paises.entries()) {
      // A passenger (giro 1) and a company (giro 3) of another country, each with a city.
      for (const GiroId of [1, 3]) {
        const creado = await c.post('/api/Clientes').send({ Nombre: `Cliente ${i}-${GiroId}`, GiroId, PaisId: pais.Id, Ciudad: '  Mendoza ' });
        expect([creado.status, creado.body.PaisId, creado.body.Ciudad]).toEqual([200, pais.Id, 'Mendoza']);
        expect((await c.get(`/api/Clientes/${creado.body.Id}`)).body.Ciudad).toBe('Mendoza');

        const cambiado = await c.put(`/api/Clientes/${creado.body.Id}`).send({ Nombre: `Cliente ${i}-${GiroId}`, GiroId, PaisId: pais.Id, Ciudad: 'Córdoba' });
        expect([cambiado.status, cambiado.body.Ciudad]).toEqual([200, 'Córdoba']);
        // Not required there: emptied, it is no city.
        const sinCiudad = await c.put(`/api/Clientes/${creado.body.Id}`).send({ Nombre: `Cliente ${i}-${GiroId}`, GiroId, PaisId: pais.Id, Ciudad: '' });
        expect([sinCiudad.status, sinCiudad.body.Ciudad]).toEqual([200, null]);
      }
    }

    const chileno = await c.post('/api/Clientes').send({ Nombre: 'Sin ciudad', GiroId: 1, PaisId: CHILE, Ciudad: ' ' });
    expect([chileno.status, chileno.body]).toEqual([400, { Message: 'Falta ingresar la ciudad' }]);
    const conCiudad = await c.post('/api/Clientes').send({ Nombre: 'Con ciudad', GiroId: 1, PaisId: CHILE, Ciudad: 'Temuco' });
    expect([conCiudad.status, conCiudad.body.Ciudad]).toEqual([200, 'Temuco']);
    // Moved to another country, the city stays.
    const mudado = await c.put(`/api/Clientes/${conCiudad.body.Id}`).send({ Nombre: 'Con ciudad', GiroId: 1, PaisId: paises[0].Id, Ciudad: 'Temuco' });
    expect([mudado.status, mudado.body.PaisId, mudado.body.Ciudad]).toEqual([200, paises[0].Id, 'Temuco']);
  });
});
