import { type Cliente as TestCliente, registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

/** A one-room reservation of `cliente` in room `habitacionId` at `precio` a night, then its payments (an edit, as the desk adds them). */
async function reservarConPagos(
  c: TestCliente,
  datos: { clienteId: number; habitacionId: number; impuestoId: number; precio: number },
  CheckIn: string,
  CheckOut: string,
  Ingresos: object[],
): Promise<number> {
  const base = {
    CheckIn,
    CheckOut,
    ClienteId: datos.clienteId,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: datos.impuestoId,
    Habitaciones: [{ Id: 1, HabitacionId: datos.habitacionId, CheckIn, CheckOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: datos.precio }],
  };
  const r = (await c.post('/api/ReservasB').send(base).expect(200)).body;
  await c.put(`/api/ReservasB/${r.Id}`).send({ ...base, Version: r.Version, Ingresos }).expect(200);
  return r.Id as number;
}

describe('GET /api/Informes/InfCajaFechaHabitacion/{fecha}', () => {
  it('lists every room; an occupied one with its balances per currency, a free one blank', async () => {
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

    // Before any payment names the currency, the row already carries its name.
    expect((await c.get('/api/Informes/InfCajaFechaHabitacion/2027-10-01')).body[0]).toMatchObject({ IDMoneda: 'CLP', NombreMoneda: 'Peso chileno', Saldo: 60000 });
    await c
      .put(`/api/ReservasB/${r.Id}`)
      .send({ ...base, Version: 1, Pasajeros: [{ PasajeroId: cliente.Id, HabitacionId: h }], Ingresos: [{ Fecha: '2027-10-02', HabitacionId: h, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 }] })
      .expect(200);

    const caja = (await c.get('/api/Informes/InfCajaFechaHabitacion/2027-10-02')).body;
    expect(caja).toEqual([
      {
        Habitaciones: habitaciones[0].Nombre,
        CheckIN: '2027-10-01',
        CheckOUT: '2027-10-03',
        Cliente: 'Rosa Díaz',
        NombrePax: 'Rosa Díaz',
        IngresoFecha: 20000,
        Cargo: 60000,
        Ingreso: 20000,
        Saldo: 40000,
        NombreMoneda: 'Peso chileno',
        IDMoneda: 'CLP',
        InfoCaja: `Reserva ${r.Id}`,
        Estado: 'Sin confirmar',
        CantidadPasajeros: 2,
      },
      { Habitaciones: habitaciones[1].Nombre, CheckIN: null, CheckOUT: null, Cliente: null, NombrePax: null, IngresoFecha: null, Cargo: null, Ingreso: null, Saldo: null, NombreMoneda: null, IDMoneda: null, InfoCaja: null, Estado: null, CantidadPasajeros: null },
    ]);
  });

  it('carries a reservation of two rooms once: its amounts on the first room, the second says where they are', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 3);
    const c = hotel.cliente;
    const habitaciones = (await c.get('/api/Habitaciones')).body;
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Familia Soto', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const [h1, h2] = [habitaciones[0], habitaciones[1]];
    const linea = (Id: number, HabitacionId: number) => ({ Id, HabitacionId, CheckIn: '2027-11-01', CheckOut: '2027-11-03', CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 });
    const r = (
      await c
        .post('/api/ReservasB')
        .send({ CheckIn: '2027-11-01', CheckOut: '2027-11-03', ClienteId: cliente.Id, FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, Habitaciones: [linea(1, h1.Id), linea(2, h2.Id)] })
        .expect(200)
    ).body;

    const caja = (await c.get('/api/Informes/InfCajaFechaHabitacion/2027-11-01')).body;
    expect(caja.slice(0, 2)).toEqual([
      expect.objectContaining({ Habitaciones: h1.Nombre, Cargo: 120000, Ingreso: 0, Saldo: 120000, IDMoneda: 'CLP', InfoCaja: `Reserva ${r.Id}` }),
      expect.objectContaining({
        Habitaciones: h2.Nombre,
        CheckIN: '2027-11-01',
        CheckOUT: '2027-11-03',
        Cliente: 'Familia Soto',
        Cargo: null,
        Ingreso: null,
        Saldo: null,
        IDMoneda: null,
        InfoCaja: `Reserva ${r.Id}: importes en la habitación ${h1.Nombre}`,
        CantidadPasajeros: 2,
      }),
    ]);
    const total = caja.reduce((t: number, f: { Saldo: number | null }) => t + (f.Saldo ?? 0), 0);
    expect(total).toBe(120000);
  });

  it('counts the money taken that day for stays that hold no room then: a deposit for next month, a balance paid after leaving', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const c = hotel.cliente;
    const habitaciones = (await c.get('/api/Habitaciones')).body;
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Luis Mora', GiroId: 1, PaisId: 35, Ciudad: 'Santiago' })).body;
    expect(cliente).toMatchObject({ Id: expect.any(Number) });
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const h = habitaciones[0];
    const reservar = (CheckIn: string, CheckOut: string, Ingresos: object[]) => reservarConPagos(c, { clienteId: cliente.Id, habitacionId: h.Id, impuestoId: impuesto.Id, precio: 50000 }, CheckIn, CheckOut, Ingresos);
    const pago = (Fecha: string, Valor: number, MonedaId = 'CLP') => ({ Fecha, HabitacionId: h.Id, Concepto: 'Abono', Valor, MonedaId, FormaPagoId: 1 });
    // Taken at the desk on 2027-09-10: a deposit for October, and a balance for a stay that ended on the 5th.
    const futura = await reservar('2027-10-10', '2027-10-12', [pago('2027-09-10', 30000)]);
    const pasada = await reservar('2027-09-03', '2027-09-05', [pago('2027-09-04', 50000), pago('2027-09-10', 50000)]);
    await reservar('2027-11-01', '2027-11-02', [pago('2027-09-11', 10000)]);

    const caja = (await c.get('/api/Informes/InfCajaFechaHabitacion/2027-09-10').expect(200)).body;
    // Both rooms are free that day; the two payments follow them, and the day's income is 80.000.
    expect(caja.slice(0, 2).map((f: { IDMoneda: string | null }) => f.IDMoneda)).toEqual([null, null]);
    expect(caja.slice(2)).toEqual([
      expect.objectContaining({ Habitaciones: h.Nombre, CheckIN: '2027-10-10', CheckOUT: '2027-10-12', Cliente: 'Luis Mora', IngresoFecha: 30000, Cargo: 100000, Ingreso: 30000, Saldo: 70000, IDMoneda: 'CLP', InfoCaja: `Reserva ${futura}: pago del día fuera de la estadía` }),
      expect.objectContaining({ Habitaciones: h.Nombre, CheckIN: '2027-09-03', CheckOUT: '2027-09-05', IngresoFecha: 50000, Cargo: 100000, Ingreso: 100000, Saldo: 0, InfoCaja: `Reserva ${pasada}: pago del día fuera de la estadía` }),
    ]);
    expect(caja.reduce((t: number, f: { IngresoFecha: number | null }) => t + (f.IngresoFecha ?? 0), 0)).toBe(80000);
  });

  it('keeps the money a reservation paid that day after it is cancelled, as the day’s close counts it: nothing charged, the payment owed back', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const c = hotel.cliente;
    const [h] = (await c.get('/api/Habitaciones')).body;
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Rosa Pinto', GiroId: 1, PaisId: 35, Ciudad: 'Santiago' })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const pago = { Fecha: '2027-09-10', HabitacionId: h.Id, Concepto: 'Anticipo 50%', Valor: 97500, MonedaId: 'CLP', FormaPagoId: 1 };
    const anulada = await reservarConPagos(c, { clienteId: cliente.Id, habitacionId: h.Id, impuestoId: impuesto.Id, precio: 65000 }, '2027-12-15', '2027-12-18', [pago]);
    await c.put(`/api/calendario/AnularReserva/${anulada}`).send({ texto: 'Cliente cancela' }).expect(200);

    const caja = (await c.get('/api/Informes/InfCajaFechaHabitacion/2027-09-10').expect(200)).body;
    expect(caja.slice(1)).toEqual([
      expect.objectContaining({ Cliente: 'Rosa Pinto', Estado: 'Anulado', IngresoFecha: 97500, Cargo: 0, Ingreso: 97500, Saldo: -97500, InfoCaja: `Reserva ${anulada}: pago del día fuera de la estadía` }),
    ]);
    // The activity report by client counts only reservations that count.
    const actividad = (await c.get('/api/Informes/InfActividadCargos/2027-09-01/2027-09-30/0').expect(200)).body;
    expect(JSON.stringify(actividad)).not.toContain('97500');
  });

  it('on a turnover day lists both stays of the room, the one leaving and the one arriving, with both payments', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 1);
    const c = hotel.cliente;
    const [h] = (await c.get('/api/Habitaciones')).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const reservar = async (Nombre: string, CheckIn: string, CheckOut: string, Valor: number) => {
      const cliente = (await c.post('/api/Clientes').send({ Nombre, GiroId: 1, PaisId: 35, Ciudad: 'Santiago' }).expect(200)).body;
      const Ingresos = [{ Fecha: '2027-12-04', HabitacionId: h.Id, Concepto: 'Pago', Valor, MonedaId: 'CLP', FormaPagoId: 1 }];
      return reservarConPagos(c, { clienteId: cliente.Id, habitacionId: h.Id, impuestoId: impuesto.Id, precio: 45000 }, CheckIn, CheckOut, Ingresos);
    };
    const llega = await reservar('Marta Vidal', '2027-12-04', '2027-12-06', 45000);
    const sale = await reservar('Pablo Ruiz', '2027-12-01', '2027-12-04', 135000);

    const caja = (await c.get('/api/Informes/InfCajaFechaHabitacion/2027-12-04').expect(200)).body;
    expect(caja).toEqual([
      expect.objectContaining({ Habitaciones: h.Nombre, Cliente: 'Pablo Ruiz', CheckOUT: '2027-12-04', IngresoFecha: 135000, Saldo: 0, InfoCaja: `Reserva ${sale}` }),
      expect.objectContaining({ Habitaciones: h.Nombre, Cliente: 'Marta Vidal', CheckIN: '2027-12-04', IngresoFecha: 45000, Saldo: 45000, InfoCaja: `Reserva ${llega}` }),
    ]);
  });
});
