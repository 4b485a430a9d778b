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
 * A hotel (CLP, IVA 19%) whose high season ends on 30 Nov and whose Christmas season starts on
 * 1 Dec, each with its own lodging list (tax included, as the reservations are priced).
 */
async function hotelConDosTemporadas() {
  const hotel = await hotelParaReservar(api.server, 2);
  const c = hotel.cliente;
  const tipo = hotel.habitaciones[0].TipoHabitacionId;
  const alta = (await c.post('/api/Temporadas').send({ Nombre: 'Temporada Alta', FechaInicial: '2026-11-01', FechaFinal: '2026-11-30' }).expect(200)).body;
  const navidad = (await c.post('/api/Temporadas').send({ Nombre: 'Navidad', FechaInicial: '2026-12-01', FechaFinal: '2026-12-31' }).expect(200)).body;
  for (const [temporada, Valor] of [
    [alta, 60000],
    [navidad, 80000],
  ] as const) {
    await c
      .post('/api/TarifasB')
      .send({ TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: tipo, Valor }] })
      .expect(200);
  }
  const pedir = (cambios: Record<string, unknown>) =>
    c.put('/api/ReservasB/GetPrecioCalculado').send({
      Fecha: '2026-11-29',
      MonedaId: 'CLP',
      ServicioId: tipo,
      CantidadPasajeros: 2,
      DarIVAIncluido: true,
      DarPrecioPorPasajero: false,
      TipoImpuestoId: hotel.impuesto.Id,
      ...cambios,
    });
  return { ...hotel, c, alta, navidad, pedir };
}

describe('a stay across two seasons, priced night by night', () => {
  it('GetPrecioCalculado 29-11 → 03-12: 2 × 60.000 + 2 × 80.000 = 280.000, with the nights per season', async () => {
    const { pedir, alta, navidad } = await hotelConDosTemporadas();
    expect((await pedir({ CheckOut: '2026-12-03' }).expect(200)).body).toEqual({
      HasValue: true,
      Value: 70000,
      Total: 280000,
      DetalleNoches: [
        { Desde: '2026-11-29', Hasta: '2026-12-01', Noches: 2, TemporadaId: alta.Id, TemporadaNombre: 'Temporada Alta', Precio: 60000 },
        { Desde: '2026-12-01', Hasta: '2026-12-03', Noches: 2, TemporadaId: navidad.Id, TemporadaNombre: 'Navidad', Precio: 80000 },
      ],
      ResumenNoches: '2 noches Temporada Alta × 60.000, 2 noches Navidad × 80.000',
    });
    // One date, as before: that night's season only.
    expect((await pedir({}).expect(200)).body).toEqual({ HasValue: true, Value: 60000 });
  });

  it('nights no season covers keep having no price: no proposal for the stay, and the detail says which', async () => {
    const { pedir } = await hotelConDosTemporadas();
    const r = (await pedir({ Fecha: '2026-12-30', CheckOut: '2027-01-02' }).expect(200)).body;
    expect(r).toMatchObject({ HasValue: false, Value: null, Total: null, ResumenNoches: '2 noches Navidad × 80.000, 1 noche sin temporada (sin precio)' });
  });

  it('refuses a check-out that is not after the first night', async () => {
    const { pedir } = await hotelConDosTemporadas();
    expect((await pedir({ CheckOut: '2026-11-29' })).body).toEqual({ Message: 'El Check-Out debe ser posterior al check-In' });
    expect((await pedir({ CheckOut: '2026-02-30' })).body).toEqual({ Message: 'El campo Check-Out no es válido' });
  });

  it('a reservation saved with the proposed price totals 280.000 for its room line; a typed price stays as typed', async () => {
    const { c, pedir, cuerpoReserva } = await hotelConDosTemporadas();
    // The server never prices a line itself (a line's price is required): the UI proposes the engine's.
    const { AlojamientoPrecioUnitario: _, ...sinPrecio } = (cuerpoReserva(0, '2026-11-29', '2026-12-03') as { Habitaciones: Record<string, unknown>[] }).Habitaciones[0];
    expect((await c.post('/api/ReservasB').send({ ...cuerpoReserva(0, '2026-11-29', '2026-12-03'), Habitaciones: [sinPrecio] })).status).toBe(400);
    const { Value, Total } = (await pedir({ CheckOut: '2026-12-03' }).expect(200)).body;
    expect([Value, Total]).toEqual([70000, 280000]);
    const creada = (await c.post('/api/ReservasB').send(cuerpoReserva(0, '2026-11-29', '2026-12-03', Value)).expect(200)).body;
    const reserva = (await c.get(`/api/ReservasB/${creada.Id}`).expect(200)).body;
    expect(reserva.Habitaciones[0]).toMatchObject({ AlojamientoPrecioUnitario: 70000, AlojamientoTotal: 280000, Total: 280000 });

    const tecleada = (await c.post('/api/ReservasB').send(cuerpoReserva(1, '2026-11-29', '2026-12-03', 65000)).expect(200)).body;
    const otra = (await c.get(`/api/ReservasB/${tecleada.Id}`).expect(200)).body;
    expect(otra.Habitaciones[0]).toMatchObject({ AlojamientoPrecioUnitario: 65000, AlojamientoTotal: 260000 });
  });
});
