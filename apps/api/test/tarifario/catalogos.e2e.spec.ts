import { comprobarAislamiento, hotelParaReservar, registrarHotel, registrarHotelConfigurado, rutasDeRegistro } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

describe('payment methods and tax types', () => {
  it('validates with the spec messages and keeps the setup tax type', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    expect((await cliente.post('/api/FormasPago').send({ Nombre: '' })).body).toEqual({ Message: 'Falta indicar el nombre de la Forma de Pago' });
    const forma = (await cliente.post('/api/FormasPago').send({ Nombre: 'Transferencia' })).body;
    // 1 and 2 are Contado and Crédito in every hotel: a hotel's own method never takes them.
    expect(forma.Id).toBeGreaterThan(2);
    expect((await cliente.get('/api/FormasPago')).body).toEqual([forma]);

    expect((await cliente.post('/api/TipoImpuestos').send({ Nombre: '', Porcentaje: 10 })).body).toEqual({ Message: 'Falta indicar el nombre del Impuesto' });
    expect((await cliente.post('/api/TipoImpuestos').send({ Nombre: 'Exento', Porcentaje: null })).body).toEqual({ Message: 'Falta indicar el porcentaje del Impuesto' });
    const exento = (await cliente.post('/api/TipoImpuestos').send({ Nombre: 'Exento', Porcentaje: 0 })).body;
    expect(exento).toMatchObject({ Nombre: 'Exento', Porcentaje: 0, sys: false });
    const lista = (await cliente.get('/api/TipoImpuestos')).body;
    expect(lista).toEqual([exento, expect.objectContaining({ Nombre: 'IVA (19)', Porcentaje: 19, sys: true })]);
  });
});

describe('seasons', () => {
  it('requires name and both dates, and refuses an end before the start', async () => {
    const { cliente } = await registrarHotel(api.server);
    const base = { Nombre: 'Alta', FechaInicial: '2026-12-15', FechaFinal: '2027-02-28' };
    expect((await cliente.post('/api/Temporadas').send({ ...base, Nombre: '' })).body).toEqual({ Message: 'Falta indicar el nombre de la Temporada' });
    expect((await cliente.post('/api/Temporadas').send({ ...base, FechaInicial: '' })).body).toEqual({
      Message: 'Falta indicar la fecha en que comienza la temporada',
    });
    expect((await cliente.post('/api/Temporadas').send({ ...base, FechaFinal: undefined })).body).toEqual({
      Message: 'Falta indicar la fecha en que finaliza la temporada',
    });
    expect((await cliente.post('/api/Temporadas').send({ ...base, FechaFinal: '2026-12-01' })).body).toEqual({
      Message: 'La fecha en que finaliza la temporada debe ser posterior a la de inicio',
    });
    const alta = (await cliente.post('/api/Temporadas').send(base)).body;
    expect(alta).toEqual({ Id: expect.any(Number), Nombre: 'Alta', FechaInicial: '2026-12-15', FechaFinal: '2027-02-28' });
  });
});

describe('hotel currencies', () => {
  it('adds a currency with factor 0, refuses a repeated one and an empty choice', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    expect((await cliente.post('/api/HotelMonedas').send({})).body).toEqual({ Message: 'Seleccione una moneda' });
    expect((await cliente.post('/api/HotelMonedas').send({ MonedaId: 'CLP' })).body).toEqual({ Message: 'Esta moneda ya se está incluida en el listado' });
    const usd = (await cliente.post('/api/HotelMonedas').send({ MonedaId: 'USD' })).body;
    expect(usd).toMatchObject({ MonedaId: 'USD', MonedaNombre: 'Dólar estadounidense', Factor: 0 });
    const conFactor = await cliente.put(`/api/HotelMonedas/${usd.Id}`).send({ MonedaId: 'USD', Factor: 950.5 });
    expect(conFactor.body.Factor).toBe(950.5);
  });
});

describe('a hotel currency in use is not removed', () => {
  it('refuses, with a Spanish 400, to remove the currency of the hotel configuration or of a price list; an unused one goes', async () => {
    const { cliente } = await registrarHotelConfigurado(api.server, 1);
    const [clp] = (await cliente.get('/api/HotelMonedas')).body;
    expect(clp).toMatchObject({ MonedaId: 'CLP' });
    const configuracion = await cliente.delete(`/api/HotelMonedas/${clp.Id}`);
    expect(configuracion.status).toBe(400);
    expect(configuracion.body).toEqual({ Message: 'No se puede eliminar la moneda: la usa la configuración del hotel' });

    const usd = (await cliente.post('/api/HotelMonedas').send({ MonedaId: 'USD' })).body;
    const [tipo] = (await cliente.get('/api/TiposHabitacion')).body;
    const [iva] = (await cliente.get('/api/TipoImpuestos')).body;
    const temporada = (await cliente.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2026-12-01', FechaFinal: '2027-02-28' })).body;
    const enDolares = { TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'USD', TipoImpuestoId: iva.Id, ImpuestoIncluido: true, PrecioPorPasajero: false };
    const tarifa = (await cliente.post('/api/TarifasB').send({ ...enDolares, DetalleTarifa: [{ ServicioId: tipo.Id, Valor: 80 }] })).body;
    expect((await cliente.delete(`/api/HotelMonedas/${usd.Id}`)).body).toEqual({ Message: 'No se puede eliminar la moneda: la usa 1 tarifa' });
    expect((await cliente.get('/api/HotelMonedas')).body.map((m: { MonedaId: string }) => m.MonedaId)).toEqual(['CLP', 'USD']);

    // Once no price list prices in it, it goes.
    await cliente.delete(`/api/TarifasB/${tarifa.Id}`).expect(200);
    await cliente.delete(`/api/HotelMonedas/${usd.Id}`).expect(200);
    expect((await cliente.get('/api/HotelMonedas')).body).toEqual([clp]);
  });
});

describe('a hotel currency its reservations use is not removed', () => {
  it('refuses while a reservation is in it (a Spanish 400 that counts them); a deleted reservation does not count', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const usd = (await c.post('/api/HotelMonedas').send({ MonedaId: 'USD' })).body;
    const enDolares = (await c.post('/api/ReservasB').send({ ...hotel.cuerpoReserva(0, '2031-03-01', '2031-03-03', 90), MonedaId: 'USD' }).expect(200)).body;
    const refusal = await c.delete(`/api/HotelMonedas/${usd.Id}`);
    expect([refusal.status, refusal.body]).toEqual([400, { Message: 'No se puede eliminar la moneda: la usa 1 reserva' }]);

    // Deleted reservations do not count; a cancelled one would (its account stays on record).
    await c.delete(`/api/ReservasB/${enDolares.Id}`).expect(200);
    await c.delete(`/api/HotelMonedas/${usd.Id}`).expect(200);
    expect((await c.get('/api/HotelMonedas')).body.map((m: { MonedaId: string }) => m.MonedaId)).toEqual(['CLP']);
  });
});

describe('tenancy of price-table data', () => {
  it('another hotel gets 404, no session gets the expired answer', async () => {
    const propietario = await registrarHotelConfigurado(api.server, 1);
    const ajeno = await registrarHotel(api.server);
    const c = propietario.cliente;
    const forma = (await c.post('/api/FormasPago').send({ Nombre: 'Efectivo' })).body;
    const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Baja', FechaInicial: '2027-03-01', FechaFinal: '2027-11-30' })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const [moneda] = (await c.get('/api/HotelMonedas')).body;
    const rutas = [
      ['FormasPago', forma.Id, { Nombre: 'x' }],
      ['Temporadas', temporada.Id, { Nombre: 'x', FechaInicial: '2027-01-01', FechaFinal: '2027-01-02' }],
      ['TipoImpuestos', impuesto.Id, { Nombre: 'x', Porcentaje: 1 }],
      ['HotelMonedas', moneda.Id, { MonedaId: 'EUR' }],
    ] as const;
    await comprobarAislamiento(
      api.server,
      rutas.flatMap(([ruta, id, cuerpo]) => rutasDeRegistro(ruta, id, cuerpo)),
      ajeno.cliente,
      propietario,
    );
    expect((await c.get(`/api/Temporadas/${temporada.Id}`)).body.Nombre).toBe('Baja');
  });
});
