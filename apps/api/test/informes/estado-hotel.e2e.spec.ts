import { isoDeFechaLocal, sumarDias } from '@recepcion/domain';
import { type HotelDePrueba, registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * Housekeeping (`InfEstadoHotel`) follows check-in and check-out, not only the dates, because the
 * printed sheet is what housekeeping cleans from: a checked-in stay is in the house from its first
 * day (never `Llega`), a checked-out one no longer occupies its room (`Salió`, to clean, up to its
 * check-out date, then nothing: the room is free).
 */

let api: TestApi;
let hotel: HotelDePrueba;
let habitaciones: { Id: number; Nombre: string }[];
let reservar: (h: number, desde: string, hasta: string) => Promise<{ Id: number }>;

beforeAll(async () => {
  api = await startTestApi();
  hotel = await registrarHotelConfigurado(api.server, 3);
  const c = hotel.cliente;
  habitaciones = (await c.get('/api/Habitaciones')).body;
  const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
  const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Rosa Painemal', GiroId: 1, PaisId: 35, Ciudad: 'Temuco' }).expect(200)).body.Id;
  reservar = async (h, desde, hasta) =>
    (
      await c
        .post('/api/ReservasB')
        .send({
          CheckIn: desde,
          CheckOut: hasta,
          ClienteId: cliente,
          FormaPagoId: 1,
          MonedaId: 'CLP',
          TipoImpuestoId: impuesto.Id,
          Habitaciones: [{ Id: 1, HabitacionId: habitaciones[h].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
        })
        .expect(200)
    ).body;
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

const checkIn = async (id: number) => (await hotel.cliente.get(`/api/calendario/CheckIn/${id}`).expect(200)).body;
const checkOut = async (id: number) => (await hotel.cliente.get(`/api/calendario/CheckOut/${id}`).expect(200)).body;

/** The rows of one room on a day: [Estado, ReservaId] (null without a stay), in the report's order. */
async function estados(fecha: string, h: number): Promise<[string, number | null][]> {
  const r = await hotel.cliente.get(`/api/Informes/InfEstadoHotel/${fecha}`);
  expect(r.status).toBe(200);
  return r.body.filter((f: { HabitacionId: number }) => f.HabitacionId === habitaciones[h].Id).map((f: { Estado: string; ReservaId: number | null }) => [f.Estado, f.ReservaId]);
}
/** Several days of one room at once: { day: rows }. */
async function dias(h: number, fechas: string[]): Promise<Record<string, [string, number | null][]>> {
  return Object.fromEntries(await Promise.all(fechas.map(async (f) => [f, await estados(f, h)])));
}

// Stays in the past (well before today in any time zone), so that no check-out is an early one.
const hoy = isoDeFechaLocal(new Date());
const d = (n: number) => sumarDias(hoy, -30 + n);

describe('housekeeping follows check-in and check-out', () => {
  it('a stay of 3 nights: by its dates before check-in, in the house once checked in, gone once checked out; the next guest arrives the day it leaves', async () => {
    // Room 1: Rosa d0 → d3; the next reservation arrives d3 → d5 and is never checked in.
    const estadia = (await reservar(0, d(0), d(3))).Id;
    const siguiente = (await reservar(0, d(3), d(5))).Id;
    const libre: [string, null] = ['Libre', null];

    // Not checked in yet: by its dates.
    expect(await dias(0, [d(0), d(1), d(3), d(4), d(5)])).toEqual({
      [d(0)]: [['Llega', estadia]],
      [d(1)]: [['Ocupada', estadia]],
      [d(3)]: [
        ['Sale', estadia],
        ['Llega', siguiente],
      ],
      [d(4)]: [['Ocupada', siguiente]],
      [d(5)]: [['Sale', siguiente]],
    });

    // Checked in: in the house from the check-in day (not «Llega»), «Sale» on the check-out day.
    await checkIn(estadia);
    expect(await dias(0, [d(0), d(1), d(3), d(4)])).toEqual({
      [d(0)]: [['Ocupada', estadia]],
      [d(1)]: [['Ocupada', estadia]],
      [d(3)]: [
        ['Sale', estadia],
        ['Llega', siguiente],
      ],
      [d(4)]: [['Ocupada', siguiente]],
    });

    // Checked out: it no longer occupies the room. «Salió» (to clean) on the check-out day, before
    // the next arrival; never «Llega», «Ocupada» or «Sale» again; the day after, not there at all.
    await checkOut(estadia);
    expect(await dias(0, [d(0), d(1), d(3), d(4), d(6)])).toEqual({
      [d(0)]: [['Salió', estadia]],
      [d(1)]: [['Salió', estadia]],
      [d(3)]: [
        ['Salió', estadia],
        ['Llega', siguiente],
      ],
      [d(4)]: [['Ocupada', siguiente]],
      [d(6)]: [libre],
    });
  });

  it('a checked-out room is free the day after its check-out date; the row keeps the stay’s columns', async () => {
    // Room 2: d10 → d12, checked in and out.
    const estadia = (await reservar(1, d(10), d(12))).Id;
    await checkIn(estadia);
    expect(await dias(1, [d(10), d(11), d(12), d(13)])).toEqual({
      [d(10)]: [['Ocupada', estadia]],
      [d(11)]: [['Ocupada', estadia]],
      [d(12)]: [['Sale', estadia]],
      [d(13)]: [['Libre', null]],
    });
    await checkOut(estadia);
    expect(await dias(1, [d(10), d(11), d(12), d(13)])).toEqual({
      [d(10)]: [['Salió', estadia]],
      [d(11)]: [['Salió', estadia]],
      [d(12)]: [['Salió', estadia]],
      [d(13)]: [['Libre', null]],
    });
    const fila = (await hotel.cliente.get(`/api/Informes/InfEstadoHotel/${d(12)}`)).body.find((f: { HabitacionId: number }) => f.HabitacionId === habitaciones[1].Id);
    expect(fila).toEqual({
      Nombre: habitaciones[1].Nombre,
      Entrada: d(10),
      Salida: d(12),
      Cliente: 'Rosa Painemal',
      NombrePax: null,
      Personas: 2,
      Estado: 'Salió',
      HabitacionId: habitaciones[1].Id,
      ReservaId: estadia,
      EstadoReservaId: 8,
      Motivo: null,
    });
  });

  it('a guest checked out today, before the stay’s last day: «Salió» today, and never «Sale» on a later day', async () => {
    // Room 3: from 2 days ago to tomorrow, checked in, checked out today.
    const manana = sumarDias(hoy, 1);
    const estadia = (await reservar(2, sumarDias(hoy, -2), manana)).Id;
    await checkIn(estadia);
    expect(await dias(2, [hoy, manana])).toEqual({ [hoy]: [['Ocupada', estadia]], [manana]: [['Sale', estadia]] });
    const salida: string = (await checkOut(estadia)).Habitaciones[0].CheckOut;
    const despues = await dias(2, [hoy, manana, sumarDias(manana, 1), sumarDias(salida, 1)]);
    expect(despues[hoy]).toEqual([['Salió', estadia]]);
    // When the check-out shortened the stay to today, tomorrow the room is free; a stay left as it
    // was still shows that its guest left (the room is to be checked), never that they leave.
    expect(despues[manana]).toEqual([salida === manana ? ['Salió', estadia] : ['Libre', null]]);
    expect(despues[sumarDias(manana, 1)]).toEqual([['Libre', null]]);
    expect(despues[sumarDias(salida, 1)]).toEqual([['Libre', null]]);
  });
});

describe('housekeeping tells a room out of order from a block', () => {
  it('«Fuera de servicio» with its reason and dates; a block stays «Bloqueada» with its dates; both free again after their end', async () => {
    const c = hotel.cliente;
    const desde = d(60);
    await c.post('/api/Bloqueos').send({ Fecha: desde, Noches: 2, HabitacionId: habitaciones[0].Id }).expect(200);
    await c.post('/api/FueraServicio').send({ HabitacionId: habitaciones[1].Id, Desde: desde, Hasta: sumarDias(desde, 3), Motivo: 'Filtración en el baño' }).expect(200);
    const filas = async (fecha: string) =>
      ((await c.get(`/api/Informes/InfEstadoHotel/${fecha}`).expect(200)).body as { Nombre: string; Estado: string; Entrada: string | null; Salida: string | null; Motivo: string | null }[])
        .slice(0, 2)
        .map((f) => [f.Nombre, f.Estado, f.Entrada, f.Salida, f.Motivo]);
    expect(await filas(sumarDias(desde, 1))).toEqual([
      [habitaciones[0].Nombre, 'Bloqueada', desde, sumarDias(desde, 2), null],
      [habitaciones[1].Nombre, 'Fuera de servicio', desde, sumarDias(desde, 3), 'Filtración en el baño'],
    ]);
    expect(await filas(sumarDias(desde, 2))).toEqual([
      [habitaciones[0].Nombre, 'Libre', null, null, null],
      [habitaciones[1].Nombre, 'Fuera de servicio', desde, sumarDias(desde, 3), 'Filtración en el baño'],
    ]);
  });
});
