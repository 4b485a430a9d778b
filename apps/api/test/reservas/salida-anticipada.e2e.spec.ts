import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { formatearFecha, sumarDias } from '@recepcion/domain';
import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

// The front desk's today: the check-out call may name it, within a day of the server's date.
const hoy = new Date().toISOString().slice(0, 10);
const ayer = sumarDias(hoy, -1);
const pasado = sumarDias(hoy, 2);

/** A guest booked yesterday → the day after tomorrow (3 nights at 40.000), checked in. */
async function huespedEnCasa() {
  const hotel = await hotelParaReservar(api.server, 3, 'Inés Rojas');
  const c = hotel.cliente;
  const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, ayer, pasado, 40000)).expect(200)).body;
  await c.get(`/api/calendario/CheckIn/${r.Id}`).expect(200);
  const disponible = (desde: string, hasta: string) => c.get(`/api/ReservasB/IsHabitacionDisponible/${hotel.habitaciones[0].Id}/${desde}/${hasta}/0/0/0`).then((x) => x.body);
  return { hotel, c, r, disponible };
}

describe('an early check-out', () => {
  it('with acortar=true ends the stay today: the later nights are free, the price and every figure follow', async () => {
    const { hotel, c, r, disponible } = await huespedEnCasa();
    expect(await disponible(hoy, pasado)).toBe(false);

    const salida = (await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(200)).body;
    expect(salida).toMatchObject({ EstadoId: 8, CheckIn: ayer, CheckOut: hoy });
    expect(salida.Habitaciones).toEqual([expect.objectContaining({ CheckIn: ayer, CheckOut: hoy, Total: 40000 })]);
    expect((await c.get(`/api/ReservasB/${r.Id}`)).body).toMatchObject({ CheckOut: hoy, Total: 40000 });

    // The nights from today are the hotel's to sell again.
    expect(await disponible(hoy, pasado)).toBe(true);
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, pasado)).expect(200);

    // The calendar's bar ends today and the dashboard counts the departure.
    const ventana: { data: { reserva_id: number; start_date: string; end_date: string; status: string }[] } = (await c.get(`/api/Calendario/${ayer}?dias=4`).expect(200)).body;
    expect(ventana.data.find((x) => x.reserva_id === r.Id)).toMatchObject({ start_date: ayer, end_date: hoy, status: '8 ' });
    const tablero = (await c.get(`/api/Informes/InfEstados/${hoy}`)).body;
    expect(tablero.salidas).toBe(1);
    const listado: { ReservaId: number; CheckOUT: string }[] = (await c.post('/api/ReservasB/ListadoReservas').send({ Desde: ayer, Hasta: pasado }).expect(200)).body;
    expect(listado.find((x) => x.ReservaId === r.Id)).toMatchObject({ CheckOUT: hoy });
    // «Reservas con cargos e ingresos»: one night's stay and price.
    const informe: { CheckIN: string; CheckOUT: string; Cargo: number; Estado: string }[] = (await c.get(`/api/Informes/InfReservasCargosIngresos/${ayer}/${pasado}`).expect(200)).body;
    expect(informe.find((x) => x.Estado === 'Check-OUT')).toMatchObject({ CheckIN: ayer, CheckOUT: hoy, Cargo: 40000 });
  });

  it('without acortar checks out as before: the stay and its nights stay as booked', async () => {
    const { c, r, disponible } = await huespedEnCasa();
    const salida = (await c.get(`/api/calendario/CheckOut/${r.Id}`).expect(200)).body;
    expect(salida).toMatchObject({ EstadoId: 8, CheckOut: pasado });
    expect(await disponible(hoy, pasado)).toBe(false);
    const otra = (await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=false`).expect(200)).body;
    expect(otra).toMatchObject({ EstadoId: 8, CheckOut: pasado });
  });

  it('refuses, in Spanish and changing nothing, a value of acortar that is not true or false and a today far from the server’s', async () => {
    const { c, r } = await huespedEnCasa();
    expect((await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=si`).expect(400)).body).toEqual({ Message: 'Indique acortar=true o acortar=false' });
    expect((await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${sumarDias(hoy, 5)}`).expect(400)).body).toEqual({ Message: 'La fecha de hoy no es válida' });
    expect((await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=31-12-2026`).expect(400)).body).toEqual({ Message: 'La fecha de hoy no es válida' });
    expect((await c.get(`/api/ReservasB/${r.Id}`)).body).toMatchObject({ EstadoId: 7, CheckOut: pasado });
  });

  it('on the arrival day keeps the first night and frees the rest; before the arrival it refuses', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const manana = sumarDias(hoy, 1);
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, pasado, 40000)).expect(200)).body;
    expect((await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${ayer}`).expect(400)).body).toEqual({ Message: 'Las reservas deben tener como mínimo una noche' });
    await c.get(`/api/calendario/CheckIn/${r.Id}`).expect(200);
    const salida = (await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(200)).body;
    expect(salida).toMatchObject({ EstadoId: 8, CheckIn: hoy, CheckOut: manana });
    expect(salida.Habitaciones).toEqual([expect.objectContaining({ CheckIn: hoy, CheckOut: manana, Total: 40000 })]);
    // Tomorrow's night is the hotel's to sell again.
    const libre = (await c.get(`/api/ReservasB/IsHabitacionDisponible/${hotel.habitaciones[0].Id}/${manana}/${pasado}/0/0/0`)).body;
    expect(libre).toBe(true);
  });

  it('drops a room that would start today, freeing it, and ends every other room today', async () => {
    const hotel = await hotelParaReservar(api.server, 3);
    const c = hotel.cliente;
    const cuerpo = hotel.cuerpoReserva(0, ayer, pasado, 40000) as { Habitaciones: Record<string, unknown>[] };
    const linea = (h: number, desde: string, hasta: string) => ({ HabitacionId: hotel.habitaciones[h].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 });
    // Room 1 from today (the guests would move in tonight); room 2 ends tomorrow, before the stay's check-out.
    const r = (await c.post('/api/ReservasB').send({ ...cuerpo, Habitaciones: [...cuerpo.Habitaciones, linea(1, hoy, pasado), linea(2, ayer, sumarDias(hoy, 1))] }).expect(200)).body;
    await c.get(`/api/calendario/CheckIn/${r.Id}`).expect(200);

    const salida = (await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(200)).body;
    expect(salida).toMatchObject({ EstadoId: 8, CheckIn: ayer, CheckOut: hoy, Total: 80000 });
    expect(salida.Habitaciones.map((l: { HabitacionId: number; CheckIn: string; CheckOut: string }) => [l.HabitacionId, l.CheckIn, l.CheckOut]).sort()).toEqual(
      [
        [hotel.habitaciones[0].Id, ayer, hoy],
        [hotel.habitaciones[2].Id, ayer, hoy],
      ].sort(),
    );
    for (const h of [0, 1, 2]) expect((await c.get(`/api/ReservasB/IsHabitacionDisponible/${hotel.habitaciones[h].Id}/${hoy}/${pasado}/0/0/0`)).body).toBe(true);
  });

  it('refuses to drop a room that starts today while a guest is in it, naming the room', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const cuerpo = hotel.cuerpoReserva(0, ayer, pasado, 40000) as { Habitaciones: Record<string, unknown>[] };
    const segunda = { HabitacionId: hotel.habitaciones[1].Id, CheckIn: hoy, CheckOut: pasado, CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 };
    const r = (await c.post('/api/ReservasB').send({ ...cuerpo, Habitaciones: [...cuerpo.Habitaciones, segunda] }).expect(200)).body;
    const guardada = (await c.get(`/api/ReservasB/${r.Id}`)).body;
    const pasajero = { HabitacionId: hotel.habitaciones[1].Id, PasajeroId: hotel.clienteReserva.Id };
    await c.put(`/api/ReservasB/${r.Id}`).send({ ...guardada, Pasajeros: [pasajero] }).expect(200);
    await c.get(`/api/calendario/CheckIn/${r.Id}`).expect(200);
    const negada = await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(400);
    expect(negada.body).toEqual({ Message: MENSAJES_RESERVAS.acortarConHabitacionPorLlegar(hotel.habitaciones[1].Nombre, formatearFecha(hoy)) });
    expect((await c.get(`/api/ReservasB/${r.Id}`)).body).toMatchObject({ EstadoId: 7, CheckOut: pasado });
  });

  it('on the arrival day of a one-night stay has nothing to free', async () => {
    const hotel = await hotelParaReservar(api.server, 1);
    const c = hotel.cliente;
    const manana = sumarDias(hoy, 1);
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, manana)).expect(200)).body;
    const salida = (await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(200)).body;
    expect(salida).toMatchObject({ EstadoId: 8, CheckIn: hoy, CheckOut: manana, Version: r.Version + 1 });
  });
});
