import { MENSAJES_DOCUMENTO as MD } from '@recepcion/contracts';
import { comprobarAislamiento, registrarHotel } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

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

describe('identity document', () => {
  it.each([
    [{ TipoDocumento: 'XX', NumeroDocumento: '123' }, MD.tipoNoValido],
    [{ TipoDocumento: 5, NumeroDocumento: '123' }, MD.tipoNoValido],
    [{ NumeroDocumento: '12345678' }, MD.faltaTipo],
    [{ TipoDocumento: 'PAS' }, MD.faltaNumero],
    [{ TipoDocumento: 'PAS', NumeroDocumento: '   ' }, MD.faltaNumero],
    [{ TipoDocumento: 'PAS', NumeroDocumento: 12345678 }, MD.numeroNoValido],
    [{ TipoDocumento: 'PAS', NumeroDocumento: '1'.repeat(31) }, 'El campo Número de documento admite hasta 30 caracteres'],
    [{ TipoDocumento: 'DNI', NumeroDocumento: '12 345 678' }, MD.numeroFormato],
    [{ TipoDocumento: 'DNI', NumeroDocumento: '12345678/K' }, MD.numeroFormato],
    [{ TipoDocumento: 'OTRO', NumeroDocumento: 'Ñandú-1' }, MD.numeroFormato],
  ])('refuses %o with "%s"', async (cambio, mensaje) => {
    const { cliente: c } = await registrarHotel(api.server);
    const r = await c.post('/api/Clientes').send(cliente(cambio));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ Message: mensaje });
  });

  it('is stored trimmed, updated, cleared, and answered by the list, the autocompletes and the lookup by ids', async () => {
    const { cliente: c } = await registrarHotel(api.server);
    // Optional: a client without one answers nulls.
    const sin = (await c.post('/api/Clientes').send(cliente({ Nombre: 'Pepe Ortiz' })).expect(200)).body;
    expect(sin).toMatchObject({ TipoDocumento: null, NumeroDocumento: null });
    const vacio = (await c.post('/api/Clientes').send(cliente({ Nombre: 'Pepa Ortiz', TipoDocumento: '', NumeroDocumento: '  ' })).expect(200)).body;
    expect(vacio).toMatchObject({ TipoDocumento: null, NumeroDocumento: null });

    const jose = (await c.post('/api/Clientes').send(cliente({ TipoDocumento: 'PAS', NumeroDocumento: ' AB.123-45 ' })).expect(200)).body;
    expect(jose).toMatchObject({ Nombre: 'José Pérez', TipoDocumento: 'PAS', NumeroDocumento: 'AB.123-45' });
    expect((await c.get(`/api/Clientes/${jose.Id}`)).body).toMatchObject({ TipoDocumento: 'PAS', NumeroDocumento: 'AB.123-45' });
    const largo = (await c.post('/api/Clientes').send(cliente({ Nombre: 'Ana Soto', TipoDocumento: 'DNI', NumeroDocumento: '1'.repeat(30) })).expect(200)).body;

    const actualizado = (await c.put(`/api/Clientes/${jose.Id}`).send(cliente({ TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-K' })).expect(200)).body;
    expect(actualizado).toMatchObject({ TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-K' });
    expect((await c.put(`/api/Clientes/${jose.Id}`).send(cliente({ TipoDocumento: 'XX', NumeroDocumento: '1' }))).body).toEqual({ Message: MD.tipoNoValido });

    const particulares = (await c.post('/api/Clientes/Giro/1').send({ texto: 'jose' })).body;
    expect(particulares).toEqual([expect.objectContaining({ Id: jose.Id, TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-K' })]);
    const item = { Id: jose.Id, Nombre: 'José Pérez', TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-K' };
    expect((await c.post('/api/Autocomplete/Pasajeros').send({ texto: 'jose' })).body).toEqual([item]);
    expect((await c.post('/api/Autocomplete/Clientes').send({ texto: 'jose' })).body).toEqual([item]);
    expect((await c.get(`/api/Autocomplete/Pasajero/${jose.Id}`)).body).toEqual(item);
    expect((await c.get(`/api/Autocomplete/Cliente/${jose.Id}`)).body).toEqual(item);

    // The guests tab asks once for all its guests: by id, repeated and unknown ids left out.
    const porIds = (await c.post('/api/Clientes/Documentos').send({ Ids: [largo.Id, jose.Id, sin.Id, jose.Id, 999999] }).expect(200)).body;
    expect(porIds).toEqual([
      { Id: sin.Id, Nombre: 'Pepe Ortiz', TipoDocumento: null, NumeroDocumento: null },
      item,
      { Id: largo.Id, Nombre: 'Ana Soto', TipoDocumento: 'DNI', NumeroDocumento: '1'.repeat(30) },
    ]);
    expect((await c.post('/api/Clientes/Documentos').send({ Ids: [] })).body).toEqual([]);
    expect((await c.post('/api/Clientes/Documentos').send({ Ids: 'x' })).body).toEqual({ Message: 'El campo Ids no es válido' });
    expect((await c.post('/api/Clientes/Documentos').send({ Ids: ['x'] })).body).toEqual({ Message: 'El campo Ids no es válido' });
    expect((await c.post('/api/Clientes/Documentos').send({ Ids: Array.from({ length: 501 }, (_, i) => i + 1) })).body).toEqual({
      Message: 'Se pueden consultar hasta 500 clientes a la vez',
    });

    // Both emptied: no document any more.
    const borrado = (await c.put(`/api/Clientes/${jose.Id}`).send(cliente({ TipoDocumento: null, NumeroDocumento: '' })).expect(200)).body;
    expect(borrado).toMatchObject({ TipoDocumento: null, NumeroDocumento: null });
  });

  it("never answers another hotel's clients by id", async () => {
    const propietario = await registrarHotel(api.server);
    const ajeno = await registrarHotel(api.server);
    const jose = (await propietario.cliente.post('/api/Clientes').send(cliente({ TipoDocumento: 'PAS', NumeroDocumento: 'X1' })).expect(200)).body;
    expect((await ajeno.cliente.post('/api/Clientes/Documentos').send({ Ids: [jose.Id] }).expect(200)).body).toEqual([]);
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

    const sinDocumento = { Id: jose.Id, Nombre: 'José Pérez', TipoDocumento: null, NumeroDocumento: null };
    const pasajeros = (await c.post('/api/Autocomplete/Pasajeros').send({ texto: 'pérez' })).body;
    expect(pasajeros).toEqual([sinDocumento]);
    expect((await c.get(`/api/Autocomplete/Cliente/${jose.Id}`)).body).toEqual(sinDocumento);
    expect((await c.get(`/api/Autocomplete/Pasajero/${jose.Id}`)).body).toEqual(sinDocumento);
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
