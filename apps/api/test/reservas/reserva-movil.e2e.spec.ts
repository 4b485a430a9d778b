import { registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

describe('the mobile view', () => {
  it('shows the reservation with its rooms and payments', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const c = hotel.cliente;
    const habitaciones = (await c.get('/api/Habitaciones')).body;
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Rosa Díaz', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const h = habitaciones[0].Id;
    const base = {
      CheckIn: '2027-10-01',
      CheckOut: '2027-10-03',
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ Id: 1, HabitacionId: h, CheckIn: '2027-10-01', CheckOut: '2027-10-03', CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
    };
    const r = (await c.post('/api/ReservasB').send(base)).body;

    await c
      .put(`/api/ReservasB/${r.Id}`)
      .send({ ...base, Version: 1, Pasajeros: [{ PasajeroId: cliente.Id, HabitacionId: h }], Ingresos: [{ Fecha: '2027-10-02', HabitacionId: h, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 }] })
      .expect(200);

    const movil = (await c.get(`/api/calendario/reserva-movil/${r.Id}`)).body;
    expect(movil.general).toMatchObject({ Id: r.Id, ClienteNombre: 'Rosa Díaz' });
    expect(movil.habitaciones).toHaveLength(1);
    expect(movil.ingresos).toEqual([expect.objectContaining({ Concepto: 'Abono', Valor: 20000 })]);
    expect(movil.cargos).toEqual([]);
  });
});
