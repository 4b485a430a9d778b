import { comprobarAislamiento, registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const cliente = (cambios: Record<string, unknown> = {}) => ({ Nombre: 'José Pérez', GiroId: 1, PaisId: 55, Pasaporte: 'X123', ...cambios });

describe('clients', () => {
  it.each([
    [{ Nombre: '' }, 'Falta ingresar el Nombre'],
    [{ GiroId: undefined }, 'Falta seleccionar el Giro'],
    [{ GiroId: 9 }, 'Falta seleccionar el Giro'],
    [{ PaisId: undefined }, 'Falta seleccionar el País'],
    [{ PaisId: 35, Ciudad: '' }, 'Falta ingresar la ciudad'],
    [{ PaisId: 999 }, 'El país seleccionado no existe'],
    [{ Email: 'no-es-correo' }, 'El correo no es válido'],
  ])('refuses %o with "%s"', async (cambio, mensaje) => {
    const { cliente: c } = await registrarHotel(api.server);
    const r = await c.post('/api/Clientes').send(cliente(cambio));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ Message: mensaje });
  });

  it('keeps the fields a hotel needs and lists by giro with accent- and case-insensitive text', async () => {
    const { cliente: c } = await registrarHotel(api.server);
    const jose = (await c.post('/api/Clientes').send(cliente({ PaisId: 35, Ciudad: 'Valparaíso', Email: 'jose@correo.cl', Telefono: '+56 9 1234 5678' }))).body;
    expect(jose).toMatchObject({ Nombre: 'José Pérez', GiroId: 1, GiroNombre: 'Particular', Ciudad: 'Valparaíso', Pasaporte: 'X123', Email: 'jose@correo.cl' });
    await c.post('/api/Clientes').send(cliente({ Nombre: 'Turismo Andes Ltda.', GiroId: 3, Rut: '76.543.210-K', Contacto: 'Marta' })).expect(200);
    await c.post('/api/Clientes').send(cliente({ Nombre: 'Municipalidad de Valparaíso', GiroId: 5 })).expect(200);

    const particulares = (await c.post('/api/Clientes/Giro/1').send({ texto: '' })).body;
    expect(particulares.map((x: { Nombre: string }) => x.Nombre)).toEqual(['José Pérez']);
    const agencias = (await c.post('/api/Clientes/Giro/3').send({})).body;
    expect(agencias).toEqual([expect.objectContaining({ Nombre: 'Turismo Andes Ltda.', Rut: '76.543.210-K', Contacto: 'Marta' })]);
    const empresas = (await c.post('/api/Clientes/Giro/0').send({ texto: 'VALPARAISO' })).body;
    expect(empresas.map((x: { Nombre: string }) => x.Nombre)).toEqual(['Municipalidad de Valparaíso']);
  });
});

describe('autocompletes', () => {
  it('match word starts ignoring case and accents, from 2 characters; passengers are individuals', async () => {
    const { cliente: c } = await registrarHotel(api.server);
    const jose = (await c.post('/api/Clientes').send(cliente())).body;
    await c.post('/api/Clientes').send(cliente({ Nombre: 'Josefina Pérez Agencia', GiroId: 3 })).expect(200);
    await c.post('/api/Clientes').send(cliente({ Nombre: 'Pepe Ortiz' })).expect(200);

    expect((await c.post('/api/Autocomplete/Clientes').send({ texto: 'j' })).body).toEqual([]);
    const porInicio = (await c.post('/api/Autocomplete/Clientes').send({ texto: 'jose PER' })).body;
    expect(porInicio.map((x: { Nombre: string }) => x.Nombre)).toEqual(['José Pérez', 'Josefina Pérez Agencia']);
    // "ere" is inside "Pérez", not at a word start.
    expect((await c.post('/api/Autocomplete/Clientes').send({ texto: 'ere' })).body).toEqual([]);
    // % and _ are letters to look for, not wildcards.
    expect((await c.post('/api/Autocomplete/Clientes').send({ texto: '%%' })).body).toEqual([]);

    const pasajeros = (await c.post('/api/Autocomplete/Pasajeros').send({ texto: 'pérez' })).body;
    expect(pasajeros).toEqual([{ Id: jose.Id, Nombre: 'José Pérez' }]);
    expect((await c.get(`/api/Autocomplete/Cliente/${jose.Id}`)).body).toEqual({ Id: jose.Id, Nombre: 'José Pérez' });
    expect((await c.get(`/api/Autocomplete/Pasajero/${jose.Id}`)).body).toEqual({ Id: jose.Id, Nombre: 'José Pérez' });
  });

  it('never find another hotel\'s clients', async () => {
    const propietario = await registrarHotel(api.server);
    const ajeno = await registrarHotel(api.server);
    const jose = (await propietario.cliente.post('/api/Clientes').send(cliente({ Nombre: 'Único Cliente Secreto' }))).body;
    expect((await ajeno.cliente.post('/api/Autocomplete/Clientes').send({ texto: 'unico' })).body).toEqual([]);
    expect((await ajeno.cliente.post('/api/Clientes/Giro/1').send({ texto: '' })).body).toEqual([]);
    await comprobarAislamiento(
      api.server,
      [
        { metodo: 'get', ruta: `/api/Clientes/${jose.Id}` },
        { metodo: 'put', ruta: `/api/Clientes/${jose.Id}`, cuerpo: cliente() },
        { metodo: 'delete', ruta: `/api/Clientes/${jose.Id}` },
        { metodo: 'get', ruta: `/api/Autocomplete/Cliente/${jose.Id}` },
        { metodo: 'get', ruta: `/api/Autocomplete/Pasajero/${jose.Id}` },
      ],
      ajeno.cliente,
      propietario,
    );
  });
});
