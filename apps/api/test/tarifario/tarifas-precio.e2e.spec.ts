import { MENSAJES_MAESTROS, MENSAJES_TARIFA } from '@recepcion/contracts';
import { comprobarAislamiento, registrarHotel, registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

/** A configured hotel (CLP, IVA 19%) with a high season, a Christmas week and a lodging price list. */
async function hotelConTarifario() {
  const hotel = await registrarHotelConfigurado(api.server, 2);
  const c = hotel.cliente;
  const [{ TipoHabitacionId: doble }] = (await c.get('/api/Habitaciones')).body;
  const [iva] = (await c.get('/api/TipoImpuestos')).body;
  const alta = (await c.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2026-12-01', FechaFinal: '2027-02-28' })).body;
  const navidad = (await c.post('/api/Temporadas').send({ Nombre: 'Navidad', FechaInicial: '2026-12-20', FechaFinal: '2026-12-31' })).body;
  const tarifa = {
    TipoServicioId: 6,
    TemporadaId: alta.Id,
    MonedaId: 'CLP',
    TipoImpuestoId: iva.Id,
    ImpuestoIncluido: true,
    PrecioPorPasajero: false,
    DetalleTarifa: [
      { ServicioId: doble, Valor: 59500, PaxMax: 2 },
      { ServicioId: doble, Valor: 71400 },
    ],
  };
  return { hotel, c, doble, iva, alta, navidad, tarifa };
}

describe('price lists (TarifasB)', () => {
  it('validates with the spec messages', async () => {
    const { c, tarifa, doble } = await hotelConTarifario();
    expect((await c.post('/api/TarifasB').send({ ...tarifa, TemporadaId: undefined })).body).toEqual({ Message: 'Seleccione una temporada' });
    expect((await c.post('/api/TarifasB').send({ ...tarifa, MonedaId: '' })).body).toEqual({ Message: 'Seleccione una moneda' });
    expect((await c.post('/api/TarifasB').send({ ...tarifa, MonedaId: 'EUR' })).body).toEqual({ Message: 'Seleccione una moneda' });
    expect((await c.post('/api/TarifasB').send({ ...tarifa, TipoImpuestoId: null })).body).toEqual({ Message: 'Seleccione un Impuesto' });
    expect((await c.post('/api/TarifasB').send({ ...tarifa, DetalleTarifa: [{ ServicioId: doble }] })).body).toEqual({
      Message: 'Ingrese datos en el campo de Valor',
    });
    expect(
      (await c.post('/api/TarifasB').send({ ...tarifa, DetalleTarifa: [{ ServicioId: doble, Valor: 1 }, { ServicioId: doble, Valor: 2 }] })).body,
    ).toEqual({ Message: 'Este Tipo de Habitación ya se está incluido en el listado' });
    expect((await c.post('/api/TarifasB').send({ ...tarifa, DetalleTarifa: [{ ServicioId: 987654, Valor: 1 }] })).body).toEqual({
      Message: 'El servicio seleccionado no existe',
    });
  });

  it('saves a list with its lines (PaxMax default 99998), lists it by kind, edits and deletes it', async () => {
    const { hotel, c, tarifa, doble } = await hotelConTarifario();
    const creada = (await c.post('/api/TarifasB').send(tarifa)).body;
    expect(creada.DetalleTarifa).toEqual([
      { Id: expect.any(Number), ServicioId: doble, Valor: 59500, PaxMax: 2 },
      { Id: expect.any(Number), ServicioId: doble, Valor: 71400, PaxMax: 99998 },
    ]);
    const lista = (await c.get(`/api/TarifasB/${hotel.hotelId}/6`)).body;
    expect(lista).toEqual([
      {
        Id: creada.Id,
        TipoServicioId: 6,
        TemporadaNombre: 'Alta',
        MonedaNombre: 'Peso chileno',
        PrecioPorPasajeroNombre: 'Por habitación',
        TipoImpuestoNombre: 'IVA (19)',
        ImpuestoIncluidoNombre: 'Sí',
      },
    ]);
    expect((await c.get(`/api/TarifasB/${hotel.hotelId}/5`)).body).toEqual([]);
    const editada = (await c.put(`/api/TarifasB/${creada.Id}`).send({ ...tarifa, DetalleTarifa: [{ ServicioId: doble, Valor: 65000 }] })).body;
    expect(editada.DetalleTarifa).toEqual([expect.objectContaining({ Valor: 65000, PaxMax: 99998 })]);
    await c.delete(`/api/TarifasB/${creada.Id}`).expect(200);
    expect((await c.get(`/api/TarifasB/${creada.Id}`)).status).toBe(404);
  });

  it('keeps one season per name: another «alta» is refused, on create and on rename', async () => {
    const { c, navidad } = await hotelConTarifario();
    expect((await c.post('/api/Temporadas').send({ Nombre: ' alta ', FechaInicial: '2027-06-01', FechaFinal: '2027-06-30' }).expect(400)).body).toEqual({ Message: MENSAJES_MAESTROS.temporadaRepetida });
    expect((await c.put(`/api/Temporadas/${navidad.Id}`).send({ Nombre: 'ALTA', FechaInicial: navidad.FechaInicial, FechaFinal: navidad.FechaFinal }).expect(400)).body).toEqual({ Message: MENSAJES_MAESTROS.temporadaRepetida });
    await c.put(`/api/Temporadas/${navidad.Id}`).send({ Nombre: 'Navidad y Año Nuevo', FechaInicial: navidad.FechaInicial, FechaFinal: navidad.FechaFinal }).expect(200);
  });

  it('keeps one list per kind, season and currency: a second is refused (it left the first one’s prices unused), also at once', async () => {
    const { c, tarifa, navidad, doble } = await hotelConTarifario();
    const primera = (await c.post('/api/TarifasB').send(tarifa).expect(200)).body;
    const repetida = { ...tarifa, DetalleTarifa: [{ ServicioId: doble, Valor: 1000 }] };
    expect((await c.post('/api/TarifasB').send(repetida).expect(400)).body).toEqual({ Message: MENSAJES_TARIFA.tarifaRepetida('Alta', 'Peso chileno') });
    // Another season is another list; moving it onto Alta is refused too, and its own edit is fine.
    const otra = (await c.post('/api/TarifasB').send({ ...repetida, TemporadaId: navidad.Id }).expect(200)).body;
    expect((await c.put(`/api/TarifasB/${otra.Id}`).send(repetida).expect(400)).body).toEqual({ Message: MENSAJES_TARIFA.tarifaRepetida('Alta', 'Peso chileno') });
    await c.put(`/api/TarifasB/${primera.Id}`).send(tarifa).expect(200);
    // Two saves at once of a new season's list: one list.
    const pascua = (await c.post('/api/Temporadas').send({ Nombre: 'Pascua', FechaInicial: '2027-04-01', FechaFinal: '2027-04-07' }).expect(200)).body;
    const [a, b] = await Promise.all([1, 2].map(() => c.post('/api/TarifasB').send({ ...tarifa, TemporadaId: pascua.Id, DetalleTarifa: [{ ServicioId: doble, Valor: 2000 }] })));
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    // The Alta list still prices the double.
    expect((await c.put('/api/ReservasB/GetPrecioCalculado').send({ Fecha: '2026-12-05', MonedaId: 'CLP', ServicioId: doble, CantidadPasajeros: 2, TipoImpuestoId: tarifa.TipoImpuestoId })).body).toMatchObject({ Value: 59500 });
  });
});

describe('PUT /api/ReservasB/GetPrecioCalculado', () => {
  it('prices a stay from the season, the list and the line for the passengers, with and without tax', async () => {
    const { c, tarifa, doble, iva } = await hotelConTarifario();
    await c.post('/api/TarifasB').send(tarifa).expect(200);
    const pedir = (cambios: Record<string, unknown>) =>
      c.put('/api/ReservasB/GetPrecioCalculado').send({
        Fecha: '2026-12-05',
        MonedaId: 'CLP',
        ServicioId: doble,
        CantidadPasajeros: 2,
        DarIVAIncluido: true,
        DarPrecioPorPasajero: false,
        TipoImpuestoId: iva.Id,
        ...cambios,
      });
    expect((await pedir({})).body).toEqual({ HasValue: true, Value: 59500 });
    expect((await pedir({ CantidadPasajeros: 3 })).body).toEqual({ HasValue: true, Value: 71400 });
    expect((await pedir({ DarIVAIncluido: false })).body).toEqual({ HasValue: true, Value: 50000 });
    expect((await pedir({ DarPrecioPorPasajero: true })).body).toEqual({ HasValue: true, Value: 29750 });
    // The Christmas week has no list of its own: no price, rather than a wrong one.
    expect((await pedir({ Fecha: '2026-12-24' })).body).toEqual({ HasValue: false, Value: null });
    expect((await pedir({ Fecha: '2027-06-01' })).body).toEqual({ HasValue: false, Value: null });
    expect((await pedir({ Fecha: 'mañana' })).body).toEqual({ Message: 'Seleccione una fecha' });
  });
});

describe('tenancy of price lists', () => {
  it('another hotel gets 404; its pricing never sees this hotel\'s lists', async () => {
    const { hotel, c, tarifa, doble } = await hotelConTarifario();
    const creada = (await c.post('/api/TarifasB').send(tarifa)).body;
    const ajeno = await registrarHotel(api.server);
    await comprobarAislamiento(
      api.server,
      [
        { metodo: 'get', ruta: `/api/TarifasB/${hotel.hotelId}/6` },
        { metodo: 'get', ruta: `/api/TarifasB/${creada.Id}` },
        { metodo: 'put', ruta: `/api/TarifasB/${creada.Id}`, cuerpo: tarifa },
        { metodo: 'delete', ruta: `/api/TarifasB/${creada.Id}` },
      ],
      ajeno.cliente,
      hotel,
    );
    const precio = await ajeno.cliente
      .put('/api/ReservasB/GetPrecioCalculado')
      .send({ Fecha: '2026-12-05', MonedaId: 'CLP', ServicioId: doble, CantidadPasajeros: 2 });
    expect(precio.body).toEqual({ HasValue: false, Value: null });
  });
});
