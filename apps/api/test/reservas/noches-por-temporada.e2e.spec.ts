import type { PrecioCalculado, ReservaDetalle } from '@recepcion/contracts';
import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

/**
 * A hotel in CLP (no cents) whose low season (60.000 a night) ends on 30 Jun 2027 and whose high
 * season (80.000) starts on 1 Jul. A stay 29-06 → 02-07 is 60.000 + 60.000 + 80.000 = 200.000; its
 * average night, 66.666,67, is 66.667 in whole pesos, and 66.667 × 3 would be 200.001.
 */
async function hotelConDosTemporadas() {
  const hotel = await hotelParaReservar(api.server, 2, 'Marta Vidal');
  const c = hotel.cliente;
  const tipo = hotel.habitaciones[0].TipoHabitacionId;
  const baja = (await c.post('/api/Temporadas').send({ Nombre: 'Temporada baja', FechaInicial: '2027-06-01', FechaFinal: '2027-06-30' }).expect(200)).body;
  const alta = (await c.post('/api/Temporadas').send({ Nombre: 'Temporada alta', FechaInicial: '2027-07-01', FechaFinal: '2027-07-31' }).expect(200)).body;
  for (const [temporada, Valor] of [
    [baja, 60000],
    [alta, 80000],
  ] as const) {
    await c
      .post('/api/TarifasB')
      .send({ TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: tipo, Valor }] })
      .expect(200);
  }
  /** What the wizard asks for a line's price: the stay night by night. */
  const precioEstadia = async (desde: string, hasta: string): Promise<PrecioCalculado> =>
    (
      await c
        .put('/api/ReservasB/GetPrecioCalculado')
        .send({ Fecha: desde, CheckOut: hasta, MonedaId: 'CLP', ServicioId: tipo, CantidadPasajeros: 2, DarIVAIncluido: true, DarPrecioPorPasajero: false, TipoImpuestoId: hotel.impuesto.Id, TipoServicioId: 6 })
        .expect(200)
    ).body;
  /** The wizard's create: the proposed price and the nights it is the average of. */
  const crear = async (desde: string, hasta: string, h = 0): Promise<ReservaDetalle> => {
    const precio = await precioEstadia(desde, hasta);
    const cuerpo = hotel.cuerpoReserva(h, desde, hasta, precio.Value ?? undefined) as { Habitaciones: Record<string, unknown>[] };
    const creada = (await c.post('/api/ReservasB').send({ ...cuerpo, Habitaciones: [{ ...cuerpo.Habitaciones[0], AlojamientoNoches: precio.DetalleNoches }] }).expect(200)).body;
    return (await c.get(`/api/ReservasB/${creada.Id}`).expect(200)).body;
  };
  return { ...hotel, c, baja, alta, precioEstadia, crear };
}

describe('a room line across two seasons in a currency without cents', () => {
  it('totals the sum of its nights: line, reservation, balance, list and report say 200.000, not 66.667 × 3', async () => {
    const { c, crear, precioEstadia, baja, alta } = await hotelConDosTemporadas();
    expect(await precioEstadia('2027-06-29', '2027-07-02')).toMatchObject({ HasValue: true, Value: 66667, Total: 200000 });

    const reserva = await crear('2027-06-29', '2027-07-02');
    expect(reserva.Habitaciones).toEqual([
      expect.objectContaining({
        AlojamientoPrecioUnitario: 66667,
        AlojamientoTotal: 200000,
        Total: 200000,
        AlojamientoNoches: [
          { Desde: '2027-06-29', Hasta: '2027-07-01', Noches: 2, TemporadaId: baja.Id, TemporadaNombre: 'Temporada baja', Precio: 60000 },
          { Desde: '2027-07-01', Hasta: '2027-07-02', Noches: 1, TemporadaId: alta.Id, TemporadaNombre: 'Temporada alta', Precio: 80000 },
        ],
      }),
    ]);
    expect(reserva.Habitaciones[0].Base + reserva.Habitaciones[0].Impuesto).toBe(200000);
    expect(reserva.Total).toBe(200000);
    expect(reserva.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 200000, Ingreso: 0, Saldo: 200000 }]);

    // Paying the sum of the nights settles it: nothing left of 1 peso.
    await c
      .put(`/api/ReservasB/${reserva.Id}`)
      .send({ ...reservaComoCuerpo(reserva), Ingresos: [{ Fecha: '2027-06-29', Concepto: 'Pago total', Valor: 200000, MonedaId: 'CLP', FormaPagoId: 1, HabitacionId: reserva.Habitaciones[0].HabitacionId }] })
      .expect(200);
    expect((await c.get(`/api/ReservasB/${reserva.Id}`).expect(200)).body.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 200000, Ingreso: 200000, Saldo: 0 }]);
    const listado: { ReservaId: number; Totales: { Total: number }[] }[] = (await c.post('/api/ReservasB/ListadoReservas').send({ Desde: '2027-06-01', Hasta: '2027-07-31' }).expect(200)).body;
    expect(listado.find((f) => f.ReservaId === reserva.Id)?.Totales).toEqual([{ MonedaId: 'CLP', Total: 200000 }]);
    const informe: { IDReserva: number; Cargo: number; Saldo: number }[] = (await c.get('/api/Informes/InfReservasCargosIngresos/2027-06-01/2027-07-31').expect(200)).body;
    expect(informe.find((f) => f.IDReserva === reserva.Id)).toMatchObject({ Cargo: 200000, Saldo: 0 });
    // The daily statistics give each night its season's price, not the average of the stay.
    const diaria: { Fecha: string; IDMoneda: string; Habitacion: number }[] = (await c.get('/api/Informes/InfEstadisticaDiaria/2027-06-29/2027-07-01').expect(200)).body;
    expect(diaria.filter((f) => f.IDMoneda === 'CLP').map((f) => [f.Fecha, f.Habitacion])).toEqual([
      ['2027-06-29', 60000],
      ['2027-06-30', 60000],
      ['2027-07-01', 80000],
    ]);
  });

  it('an edit that does not send the nights keeps them; a typed price prices every night alike; a client without nights is priced as before', async () => {
    const { c, crear, cuerpoReserva } = await hotelConDosTemporadas();
    const reserva = await crear('2027-06-29', '2027-07-02');
    const cuerpo = reservaComoCuerpo(reserva);
    const { AlojamientoNoches: _, ...sinNoches } = cuerpo.Habitaciones[0];
    const editada = (await c.put(`/api/ReservasB/${reserva.Id}`).send({ ...cuerpo, Comentario: 'Llega tarde', Habitaciones: [sinNoches] }).expect(200)).body;
    expect(editada.Habitaciones[0]).toMatchObject({ AlojamientoPrecioUnitario: 66667, AlojamientoTotal: 200000 });
    expect(editada.Habitaciones[0].AlojamientoNoches).toHaveLength(2);

    const otra = reservaComoCuerpo(editada);
    const tecleada = (await c.put(`/api/ReservasB/${reserva.Id}`).send({ ...otra, Habitaciones: [{ ...otra.Habitaciones[0], AlojamientoPrecioUnitario: 70000 }] }).expect(200)).body;
    expect(tecleada.Habitaciones[0]).toMatchObject({ AlojamientoPrecioUnitario: 70000, AlojamientoTotal: 210000 });
    expect(tecleada.Habitaciones[0]).not.toHaveProperty('AlojamientoNoches');

    const antigua = (await c.post('/api/ReservasB').send(cuerpoReserva(1, '2027-06-29', '2027-07-02', 66667)).expect(200)).body;
    expect((await c.get(`/api/ReservasB/${antigua.Id}`).expect(200)).body).toMatchObject({ Total: 200001 });
  });

  it('moved in the calendar it keeps its nights’ prices; shortened it keeps the nights left', async () => {
    const { c, crear, habitaciones } = await hotelConDosTemporadas();
    const reserva = await crear('2027-06-29', '2027-07-02');
    const movida = await c.put(`/api/Calendario/SetTrasladoReserva/${reserva.Id}-${reserva.Habitaciones[0].Id}`).send({ start_date: '2027-07-01', end_date: '2027-07-04', room: habitaciones[1].Id });
    expect(movida.status).toBe(200);
    const trasladada: ReservaDetalle = (await c.get(`/api/ReservasB/${reserva.Id}`).expect(200)).body;
    expect(trasladada.Habitaciones[0]).toMatchObject({ CheckIn: '2027-07-01', CheckOut: '2027-07-04', AlojamientoPrecioUnitario: 66667, Total: 200000 });
    expect(trasladada.Saldos[0].Saldo).toBe(200000);

    const corta = await c.put(`/api/Calendario/SetExpandirReservaRecurso/${reserva.Id}-${reserva.Habitaciones[0].Id}`).send({ start_date: '2027-07-01', end_date: '2027-07-03', room: habitaciones[1].Id });
    expect(corta.status).toBe(200);
    const acortada: ReservaDetalle = (await c.get(`/api/ReservasB/${reserva.Id}`).expect(200)).body;
    expect(acortada.Habitaciones[0]).toMatchObject({ CheckOut: '2027-07-03', AlojamientoPrecioUnitario: 60000, AlojamientoTotal: 120000, Total: 120000 });
    expect(acortada.Total).toBe(120000);
  });
});

/** A saved reservation as the full edit's body (the UI's save), its line with its nights. */
function reservaComoCuerpo(r: ReservaDetalle) {
  return {
    CheckIn: r.CheckIn,
    CheckOut: r.CheckOut,
    ClienteId: r.ClienteId,
    FormaPagoId: r.FormaPagoId,
    MonedaId: r.MonedaId,
    TipoImpuestoId: r.TipoImpuestoId,
    ImpuestoIncluido: r.ImpuestoIncluido,
    Version: r.Version,
    Habitaciones: r.Habitaciones.map((l) => ({
      Id: l.Id,
      HabitacionId: l.HabitacionId,
      CheckIn: l.CheckIn,
      CheckOut: l.CheckOut,
      CantidadPasajero: l.CantidadPasajero,
      AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
      AlojamientoNoches: l.AlojamientoNoches,
    })),
  };
}
