import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// A create takes its number before its transaction (IdsDeReserva, a few from the sequence at a
// time), so that the whole transaction goes out in one write. The numbers staff see must still be
// unique under load, and grow in the order one API process creates them.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const dia = (desde: string, n: number) => new Date(Date.parse(`${desde}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('reservation numbers', () => {
  it('are unique when forty reservations are created at once, and each one opens with its own stay', async () => {
    const h = await hotelParaReservar(api.server, 4);
    const creadas = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const desde = dia('2031-03-01', Math.floor(i / 4) * 3);
        return h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(i % 4, desde, dia(desde, 2))).expect(200);
      }),
    );
    const ids = creadas.map((r) => r.body.Id as number);
    expect(new Set(ids).size).toBe(40);
    for (const [i, r] of creadas.entries()) {
      const leida = (await h.cliente.get(`/api/ReservasB/${r.body.Id}`).expect(200)).body;
      expect(leida.CheckIn).toBe(dia('2031-03-01', Math.floor(i / 4) * 3));
      expect(leida.Habitaciones[0].HabitacionId).toBe(h.habitaciones[i % 4].Id);
    }
  });

  it('grow in the order the reservations are created, past a block of numbers', async () => {
    const h = await hotelParaReservar(api.server, 1);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const desde = dia('2031-06-01', i * 2);
      ids.push((await h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(0, desde, dia(desde, 1))).expect(200)).body.Id);
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(20);
  });

  it('a refused create leaves the room free and the next create gets a number of its own', async () => {
    const h = await hotelParaReservar(api.server, 1);
    const primera = (await h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(0, '2031-09-01', '2031-09-04')).expect(200)).body;
    const choque = await h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(0, '2031-09-02', '2031-09-03'));
    expect(choque.status).toBe(400);
    expect(choque.body.Message).toBe('Habitación no disponible');
    const siguiente = (await h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(0, '2031-09-04', '2031-09-06')).expect(200)).body;
    expect(siguiente.Id).toBeGreaterThan(primera.Id);
    const lista = (await h.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2031-09-01', Hasta: '2031-09-30', ClienteId: null, Anulados: false }).expect(200)).body;
    expect(lista.map((r: { ReservaId: number }) => r.ReservaId).sort((a: number, b: number) => a - b)).toEqual([primera.Id, siguiente.Id]);
  });
});
