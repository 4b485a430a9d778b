import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Occupancy is sold rooms over rooms on sale: a room out of order is not on sale on its nights; a
// room block (held back by the desk) still is.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

describe('statistics and rooms out of order', () => {
  it('the rooms available leave out each night a room is out of order, daily, monthly and on the dashboard; a block leaves them as they are', async () => {
    const hotel = await hotelParaReservar(api.server, 3);
    const c = hotel.cliente;
    await c.post('/api/FueraServicio').send({ HabitacionId: hotel.habitaciones[0].Id, Desde: '2028-02-10', Hasta: '2028-02-12', Motivo: 'Cambio de alfombra' }).expect(200);
    await c.post('/api/Bloqueos').send({ Fecha: '2028-02-10', Noches: 1, HabitacionId: hotel.habitaciones[1].Id }).expect(200);
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(2, '2028-02-10', '2028-02-11')).expect(200);

    const diarias = (await c.get('/api/Informes/InfEstadisticaDiaria/2028-02-09/2028-02-12').expect(200)).body as { Fecha: string; Ocupacion: number; HabitacionesDisponibles: number }[];
    expect(diarias.map((f) => [f.Fecha, f.Ocupacion, f.HabitacionesDisponibles])).toEqual([
      ['2028-02-09', 0, 3],
      ['2028-02-10', 1, 2],
      ['2028-02-11', 0, 2],
      ['2028-02-12', 0, 3],
    ]);
    // February 2028 has 29 days: 87 room-nights, 2 of them out of order.
    const [febrero] = (await c.get('/api/Informes/InfEstadisticaMensual/2028-02-01/2028-02-29').expect(200)).body;
    expect(febrero).toMatchObject({ Fecha: '2028-02-01', Ocupacion: 1, HabitacionesDisponibles: 85 });
    // The dashboard of those nights counts the room out of order apart (the block is on sale).
    const tablero = (await c.get('/api/Informes/InfEstados/2028-02-11').expect(200)).body;
    expect(tablero).toMatchObject({ habitaciones: 3, fueraDeServicio: 1 });
    // Its 14 nights: out of order the 11th (the last of the period), not the 12th.
    expect(tablero.ocupacion.slice(0, 2)).toEqual([
      { Fecha: '2028-02-11', Ocupadas: 0, FueraDeServicio: 1 },
      { Fecha: '2028-02-12', Ocupadas: 0, FueraDeServicio: 0 },
    ]);
    expect((await c.get('/api/Informes/InfEstados/2028-02-12').expect(200)).body).toMatchObject({ habitaciones: 3, fueraDeServicio: 0 });
  });
});
