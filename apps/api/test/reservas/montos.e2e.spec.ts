import { registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Negative amounts are taken as typed where a hotel means them (a
// refund, a discount) and refused elsewhere; zero and absurd values are refused with a Spanish
// message that names the field. Never a sign flipped, never a 500.

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

/** A configured hotel (CLP without cents, IVA 19% included, type Doble for 2 guests) with one reservation of 3 nights at 50.000. */
async function preparar() {
  const hotel = await registrarHotelConfigurado(api.server, 2);
  const c = hotel.cliente;
  const habitaciones = (await c.get('/api/Habitaciones')).body as { Id: number; Nombre: string; TipoHabitacionId: number }[];
  const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Ana Rojas', GiroId: 1, PaisId: 35, Ciudad: 'Viña del Mar' })).body;
  const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
  const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
  const cargo = (await c.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id })).body;
  const h = habitaciones[0];
  const linea = { HabitacionId: h.Id, CheckIn: '2027-08-01', CheckOut: '2027-08-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 };
  const cuerpo = (cambios: Record<string, unknown> = {}, lineas: Record<string, unknown>[] = [linea]) => ({
    CheckIn: '2027-08-01',
    CheckOut: '2027-08-04',
    ClienteId: cliente.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuesto.Id,
    Habitaciones: lineas,
    ...cambios,
  });
  const creada = await c.post('/api/ReservasB').send(cuerpo());
  expect(creada.status).toBe(200);
  await c.post('/api/HotelMonedas').send({ MonedaId: 'USD' }).expect(200);
  const pago = (cambios: Record<string, unknown> = {}) => ({ Fecha: '2027-08-01', HabitacionId: h.Id, Concepto: 'Abono', Valor: 100000, MonedaId: 'CLP', FormaPagoId: 1, ...cambios });
  const cargoLinea = (cambios: Record<string, unknown> = {}) => ({ Fecha: '2027-08-02', CargoId: cargo.Id, HabitacionId: h.Id, TipoImpuestoId: impuesto.Id, MonedaId: 'CLP', Precio: 1500, Cantidad: 1, ...cambios });
  const editar = (cambios: Record<string, unknown>) => c.put(`/api/ReservasB/${creada.body.Id}`).send(cuerpo({ Version: creada.body.Version, ...cambios }, [{ Id: 1, ...linea }]));
  return { c, h, cliente, impuesto, reserva: creada.body, cuerpo, linea, pago, cargoLinea, editar };
}

describe('payments and charges: a refund is a negative payment, a discount a negative charge', () => {
  it('keeps a payment of -50.000 negative in the reservation, its balance and its statement rows', async () => {
    const x = await preparar();
    const r = await x.editar({ Ingresos: [x.pago(), x.pago({ Concepto: 'Devolución', Valor: -50000 })] });
    expect(r.status).toBe(200);
    expect(r.body.Ingresos.map((i: { Concepto: string; Valor: number }) => [i.Concepto, i.Valor])).toEqual([
      ['Abono', 100000],
      ['Devolución', -50000],
    ]);
    expect(r.body.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 150000, Ingreso: 50000, Saldo: 100000 }]);
    const leida = await x.c.get(`/api/ReservasB/${x.reserva.Id}`);
    expect(leida.body.Ingresos[1]).toMatchObject({ Concepto: 'Devolución', Valor: -50000 });
    expect(leida.body.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 150000, Ingreso: 50000, Saldo: 100000 }]);
  });

  it('keeps a negative charge (a discount) negative, with its tax split negative too', async () => {
    const x = await preparar();
    const r = await x.editar({ Cargos: [x.cargoLinea({ Precio: -10000, Cantidad: 2 })] });
    expect(r.status).toBe(200);
    expect(r.body.Cargos[0]).toMatchObject({ Precio: -10000, Cantidad: 2, Total: -20000 });
    expect(r.body.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 130000, Ingreso: 0, Saldo: 130000 }]);
  });

  it('refuses a payment of 0, decimals in CLP and amounts past the bound of the currency, naming the field', async () => {
    const x = await preparar();
    for (const [pago, mensaje] of [
      [{ Valor: 0 }, 'El Valor del pago no puede ser cero: para una devolución ingrese un valor negativo'],
      [{ Valor: 18500.5 }, 'La moneda CLP no usa decimales'],
      [{ Valor: 1_000_000_000 }, 'El campo Valor no puede superar 999.999.999'],
      [{ Valor: -1_000_000_000 }, 'El campo Valor no puede superar 999.999.999'],
      [{ Valor: 123456789012345 }, 'El campo Valor no puede superar 999.999.999'],
      [{ Valor: 10_000_000, MonedaId: 'USD' }, 'El campo Valor no puede superar 9.999.999,99'],
      [{ Valor: 10.555, MonedaId: 'USD' }, 'El campo Valor admite 2 decimales como máximo'],
    ] as const) {
      const r = await x.editar({ Ingresos: [x.pago(pago)] });
      expect([JSON.stringify(pago), r.status, r.body]).toEqual([JSON.stringify(pago), 400, { Message: mensaje }]);
    }
    // Cents are fine where the currency has them.
    const usd = await x.editar({ Ingresos: [x.pago({ Valor: -10.5, MonedaId: 'USD' })] });
    expect([usd.status, usd.body.Ingresos?.[0]?.Valor]).toEqual([200, -10.5]);
  });

  it('refuses a quantity that is not a whole number from 1 to 9.999, a charge in CLP with decimals and a total past the bound', async () => {
    const x = await preparar();
    for (const [cargo, mensaje] of [
      [{ Cantidad: 0 }, 'La Cantidad debe ser un número entero mayor que 0'],
      [{ Cantidad: -1 }, 'La Cantidad debe ser un número entero mayor que 0'],
      [{ Cantidad: 1.5 }, 'La Cantidad debe ser un número entero mayor que 0'],
      [{ Cantidad: 999_999_999 }, 'La Cantidad no puede superar 9.999'],
      [{ Precio: 18500.5 }, 'La moneda CLP no usa decimales'],
      [{ Precio: 5_999_999_994_000 }, 'El campo Precio no puede superar 999.999.999'],
      [{ Precio: 999_999, Cantidad: 9_999 }, 'El campo Total no puede superar 999.999.999'],
    ] as const) {
      const r = await x.editar({ Cargos: [x.cargoLinea(cargo)] });
      expect([JSON.stringify(cargo), r.status, r.body]).toEqual([JSON.stringify(cargo), 400, { Message: mensaje }]);
    }
  });
});

describe('room lines: guests of the room type, prices not negative and within the currency', () => {
  it('refuses more guests than the room type holds, naming the room, on create and on edit', async () => {
    const x = await preparar();
    const mensaje = `La habitación ${x.h.Nombre} admite como máximo 2 pasajeros`;
    const creada = await x.c.post('/api/ReservasB').send(x.cuerpo({}, [{ ...x.linea, CheckIn: '2027-09-01', CheckOut: '2027-09-02', CantidadPasajero: 9 }]));
    expect([creada.status, creada.body]).toEqual([400, { Message: mensaje }]);
    const editada = await x.c.put(`/api/ReservasB/${x.reserva.Id}`).send(x.cuerpo({ Version: x.reserva.Version }, [{ Id: 1, ...x.linea, CantidadPasajero: 3 }]));
    expect([editada.status, editada.body]).toEqual([400, { Message: mensaje }]);
    // A type made larger takes them.
    await x.c.put(`/api/TiposHabitacion/${x.h.TipoHabitacionId}`).send({ Nombre: 'Doble', CantidadPasajeros: 3 }).expect(200);
    const ahora = await x.c.put(`/api/ReservasB/${x.reserva.Id}`).send(x.cuerpo({ Version: x.reserva.Version }, [{ Id: 1, ...x.linea, CantidadPasajero: 3 }]));
    expect(ahora.status).toBe(200);
  });

  it('refuses a negative price, decimals in CLP and a price past the bound; takes a price of 0 (the UI asks first)', async () => {
    const x = await preparar();
    for (const [cambio, mensaje] of [
      [{ AlojamientoPrecioUnitario: -50000 }, 'El precio debe ser mayor o igual a cero'],
      [{ AlojamientoPrecioUnitario: 18500.5 }, 'La moneda CLP no usa decimales'],
      [{ AlojamientoPrecioUnitario: 1_000_000_000 }, 'El campo Precio del alojamiento no puede superar 999.999.999'],
      [{ IDServicioRegimen: 1, RegimenPrecioUnitario: -1 }, 'El precio debe ser mayor o igual a cero'],
    ] as const) {
      const r = await x.c.post('/api/ReservasB').send(x.cuerpo({}, [{ ...x.linea, CheckIn: '2027-10-01', CheckOut: '2027-10-02', ...cambio }]));
      expect([JSON.stringify(cambio), r.status, r.body]).toEqual([JSON.stringify(cambio), 400, { Message: mensaje }]);
    }
    const gratis = await x.c.post('/api/ReservasB').send(x.cuerpo({}, [{ ...x.linea, CheckIn: '2027-10-01', CheckOut: '2027-10-02', AlojamientoPrecioUnitario: 0 }]));
    expect([gratis.status, gratis.body.Total]).toEqual([200, 0]);
  });
});

describe('expenses, blocks and price lists: no negatives, sane bounds', () => {
  it('refuses a negative, zero or 15-digit expense naming the field, and keeps the value as sent', async () => {
    const { cliente: c } = await registrarHotelConfigurado(api.server, 1);
    const base = { Fecha: '2027-06-01', Concepto: 'Gas' };
    for (const [Valor, mensaje] of [
      [-50000, 'El campo Valor no puede ser negativo'],
      [0, 'El campo Valor no puede ser cero'],
      [123456789012345, 'El campo Valor no puede superar 999.999.999'],
      [10.555, 'El campo Valor admite 2 decimales como máximo'],
    ] as const) {
      const r = await c.post('/api/Gastos').send({ ...base, Valor });
      expect([Valor, r.status, r.body]).toEqual([Valor, 400, { Message: mensaje }]);
    }
    const gasto = await c.post('/api/Gastos').send({ ...base, Valor: 45990.5 });
    expect([gasto.status, gasto.body.Valor]).toEqual([200, 45990.5]);
  });

  it('says the maximum of block nights instead of asking for them', async () => {
    const { cliente: c } = await registrarHotelConfigurado(api.server, 1);
    const [h] = (await c.get('/api/Habitaciones')).body;
    for (const [Noches, mensaje] of [
      [99999, 'La cantidad de Noches no puede superar 366'],
      [-3, 'Ingrese la cantidad de Noches'],
      [0, 'Ingrese la cantidad de Noches'],
    ] as const) {
      const r = await c.post('/api/Bloqueos').send({ Fecha: '2027-04-01', Noches, HabitacionId: h.Id });
      expect([Noches, r.status, r.body]).toEqual([Noches, 400, { Message: mensaje }]);
    }
  });

  it('refuses a negative line, a room type at 0, decimals in CLP and a line past the bound', async () => {
    const { cliente: c } = await registrarHotelConfigurado(api.server, 1);
    const [tipo] = (await c.get('/api/TiposHabitacion')).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2027-01-01', FechaFinal: '2027-03-31' })).body;
    const tarifa = (Valor: number) => ({ TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, DetalleTarifa: [{ ServicioId: tipo.Id, Valor }] });
    for (const [Valor, mensaje] of [
      [-50000, 'El Valor no puede ser negativo'],
      [0, 'El campo Valor de Tipo de Habitación no puede ser cero'],
      [18500.5, 'La moneda CLP no usa decimales'],
      [1_000_000_000, 'El campo Valor no puede superar 999.999.999'],
    ] as const) {
      const r = await c.post('/api/TarifasB').send(tarifa(Valor));
      expect([Valor, r.status, r.body]).toEqual([Valor, 400, { Message: mensaje }]);
    }
    expect((await c.post('/api/TarifasB').send(tarifa(45000))).status).toBe(200);
  });
});
