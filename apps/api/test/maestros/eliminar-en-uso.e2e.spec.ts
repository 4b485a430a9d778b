import { type HotelDePrueba, registrarHotelConfigurado } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

interface Datos {
  hotel: HotelDePrueba;
  habitacion: number;
  libre: number;
  cliente: number;
  pasajero: number;
  formaPago: number;
  cargo: number;
  reservaId: number;
}

/** A reservation that refers to a room, a client (and a guest), a payment form and a charge. */
async function preparar(): Promise<Datos> {
  const hotel = await registrarHotelConfigurado(api.server, 3);
  const c = hotel.cliente;
  const [h1, h2] = (await c.get('/api/Habitaciones')).body as { Id: number }[];
  const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Ana Rojas', GiroId: 1, PaisId: 35, Ciudad: 'Viña del Mar' })).body;
  const pasajero = (await c.post('/api/Clientes').send({ Nombre: 'Pedro Soto', GiroId: 1, PaisId: 35, Ciudad: 'Viña del Mar' })).body;
  const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
  const formaPago = (await c.post('/api/FormasPago').send({ Nombre: 'Transferencia' })).body;
  const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
  const cargo = (await c.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id })).body;
  const creada = await c.post('/api/ReservasB').send({
    CheckIn: '2026-12-01',
    CheckOut: '2026-12-04',
    ClienteId: cliente.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuesto.Id,
    Habitaciones: [{ HabitacionId: h1.Id, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 }],
  });
  expect(creada.status).toBe(200);
  const editada = await c.put(`/api/ReservasB/${creada.body.Id}`).send({
    ...creada.body,
    Pasajeros: [{ PasajeroId: pasajero.Id, HabitacionId: h1.Id }],
    Cargos: [{ Fecha: '2026-12-02', CargoId: cargo.Id, HabitacionId: h1.Id, TipoImpuestoId: impuesto.Id, MonedaId: 'CLP', Precio: 1500, Cantidad: 1 }],
    Ingresos: [{ Fecha: '2026-12-01', HabitacionId: h1.Id, Concepto: 'Abono', Valor: 1500, MonedaId: 'CLP', FormaPagoId: formaPago.Id }],
  });
  expect(editada.status).toBe(200);
  return { hotel, habitacion: h1.Id, libre: h2.Id, cliente: cliente.Id, pasajero: pasajero.Id, formaPago: formaPago.Id, cargo: cargo.Id, reservaId: creada.body.Id };
}

describe('deleting master data that reservations use', () => {
  it('refuses with a Spanish 400 naming why, for rooms, clients (holder or guest), payment forms and charges; the reservation still saves', async () => {
    const d = await preparar();
    const c = d.hotel.cliente;
    const intentos: [string, string][] = [
      [`/api/Habitaciones/${d.habitacion}`, 'No se puede eliminar la habitación: la usa 1 reserva'],
      [`/api/Clientes/${d.cliente}`, 'No se puede eliminar el cliente: lo usa 1 reserva'],
      [`/api/Clientes/${d.pasajero}`, 'No se puede eliminar el cliente: lo usa 1 reserva'],
      [`/api/FormasPago/${d.formaPago}`, 'No se puede eliminar la forma de pago: la usa 1 reserva'],
      [`/api/Cargos/${d.cargo}`, 'No se puede eliminar el cargo: lo usa 1 reserva'],
    ];
    for (const [ruta, mensaje] of intentos) {
      const respuesta = await c.delete(ruta);
      expect({ ruta, status: respuesta.status, body: respuesta.body }).toEqual({ ruta, status: 400, body: { Message: mensaje } });
      expect((await c.get(ruta)).status).toBe(200);
    }
    // Nothing was lost: the reservation saves as it is.
    const reserva = (await c.get(`/api/ReservasB/${d.reservaId}`)).body;
    expect((await c.put(`/api/ReservasB/${d.reservaId}`).send(reserva)).status).toBe(200);
    // What no reservation uses is deleted.
    await c.delete(`/api/Habitaciones/${d.libre}`).expect(200);
    const otra = (await c.post('/api/FormasPago').send({ Nombre: 'Cheque' })).body;
    await c.delete(`/api/FormasPago/${otra.Id}`).expect(200);
  });

  it('keeps a meal plan that a room line charges or a price list prices, and deletes it once neither does', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const c = hotel.cliente;
    const [h] = (await c.get('/api/Habitaciones')).body as { Id: number }[];
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Luisa Mena', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Verano', FechaInicial: '2027-01-01', FechaFinal: '2027-02-28' }).expect(200)).body;
    const desayuno = (await c.post('/api/Regimenes').send({ Nombre: 'Desayuno' }).expect(200)).body;
    const media = (await c.post('/api/Regimenes').send({ Nombre: 'Media pensión' }).expect(200)).body;
    const linea = { HabitacionId: h.Id, CheckIn: '2027-01-10', CheckOut: '2027-01-12', CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000, IDServicioRegimen: desayuno.Id, RegimenPrecioUnitario: 5000 };
    const reserva = (
      await c
        .post('/api/ReservasB')
        .send({ CheckIn: '2027-01-10', CheckOut: '2027-01-12', ClienteId: cliente.Id, FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, Habitaciones: [linea] })
        .expect(200)
    ).body;
    await c
      .post('/api/TarifasB')
      .send({ TipoServicioId: 5, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: true, DetalleTarifa: [{ ServicioId: media.Id, Valor: 9000 }] })
      .expect(200);

    expect((await c.delete(`/api/Regimenes/${desayuno.Id}`).expect(400)).body).toEqual({ Message: 'No se puede eliminar el régimen: lo usa 1 reserva' });
    expect((await c.delete(`/api/Regimenes/${media.Id}`).expect(400)).body).toEqual({ Message: 'No se puede eliminar el régimen: lo usa 1 tarifa' });
    expect((await c.get(`/api/Regimenes/${desayuno.Id}`)).status).toBe(200);
    expect((await c.get(`/api/Regimenes/${media.Id}`)).status).toBe(200);
    // The room line still names and charges its meal plan.
    expect((await c.get(`/api/ReservasB/${reserva.Id}`)).body.Habitaciones[0]).toMatchObject({ IDServicioRegimen: desayuno.Id, RegimenPrecioUnitario: 5000 });

    await c.delete(`/api/ReservasB/${reserva.Id}`).expect(200);
    await c.delete(`/api/Regimenes/${desayuno.Id}`).expect(200);
  });

  it('counts deleted reservations out', async () => {
    const d = await preparar();
    const c = d.hotel.cliente;
    await c.delete(`/api/ReservasB/${d.reservaId}`).expect(200);
    await c.delete(`/api/Cargos/${d.cargo}`).expect(200);
    await c.delete(`/api/Clientes/${d.pasajero}`).expect(200);
  });
});
