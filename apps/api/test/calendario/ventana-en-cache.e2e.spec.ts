import { hotelParaReservar } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function hotel() {
  const h = await hotelParaReservar(api.server, 2);
  const reservar = (n: number, desde: string, hasta: string) => h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(n, desde, hasta)).expect(200);
  return { c: h.cliente, habitaciones: h.habitaciones, reservar };
}

describe('the calendar window kept between reads', () => {
  it('answers 304 to its ETag until a write changes the window, which the very next read shows', async () => {
    const { c, habitaciones, reservar } = await hotel();
    await reservar(0, '2027-08-02', '2027-08-05');
    const primera = await c.get('/api/Calendario/2027-08-01?dias=31').expect(200);
    const etag = primera.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(primera.headers['cache-control']).toBe('private, no-cache');
    await c.get('/api/Calendario/2027-08-01?dias=31').set('if-none-match', etag).expect(304);

    // A reservation, a room renamed, a block: each one is in the next read, with another ETag.
    const b = (await reservar(1, '2027-08-10', '2027-08-12')).body;
    const trasReserva = await c.get('/api/Calendario/2027-08-01?dias=31').set('if-none-match', etag).expect(200);
    expect(trasReserva.body.data.map((celda: { id: string }) => celda.id)).toContain(`${b.Id}-1`);
    expect(trasReserva.headers.etag).not.toBe(etag);

    await c.put(`/api/Habitaciones/${habitaciones[1].Id}`).send({ Id: habitaciones[1].Id, Nombre: 'Suite 2', TipoHabitacionId: habitaciones[1].TipoHabitacionId }).expect(200);
    const trasRenombrar = await c.get('/api/Calendario/2027-08-01?dias=31').set('if-none-match', trasReserva.headers.etag).expect(200);
    expect(trasRenombrar.body.room.map((h: { Nombre: string }) => h.Nombre)).toContain('Suite 2');

    await c.post('/api/Bloqueos').send({ Fecha: '2027-08-20', Noches: 1, HabitacionId: habitaciones[0].Id }).expect(200);
    const trasBloqueo = (await c.get('/api/Calendario/2027-08-01?dias=31').expect(200)).body;
    expect(trasBloqueo.bloqueo).toEqual([{ room: habitaciones[0].Id, start_date: '2027-08-20', end_date: '2027-08-21', canal: null }]);
  });

  it('travels compressed as the browser accepts, the same JSON in every coding', async () => {
    const { c, reservar } = await hotel();
    for (let d = 1; d < 25; d += 3) await reservar(d % 2, `2027-08-${String(d).padStart(2, '0')}`, `2027-08-${String(d + 2).padStart(2, '0')}`);
    const ruta = '/api/Calendario/2027-08-01?dias=31';
    const plano = await c.get(ruta).set('accept-encoding', 'identity').expect(200);
    expect(plano.headers['content-encoding']).toBeUndefined();
    const bytesJson = Number(plano.headers['content-length']);
    // supertest decodes the body; the length on the wire is the header's.
    const br = await c.get(ruta).set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(bytesJson / 4);
    expect(br.body).toEqual(plano.body);
    const gz = await c.get(ruta).set('accept-encoding', 'gzip;q=1, br;q=0').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBeLessThan(bytesJson / 4);
    expect(gz.body).toEqual(plano.body);
  });

  it('keeps no hotel apart: another hotel asking for the same window gets its own', async () => {
    const uno = await hotel();
    const otro = await hotel();
    await uno.reservar(0, '2027-08-02', '2027-08-05');
    expect((await uno.c.get('/api/Calendario/2027-08-01?dias=31')).body.data).toHaveLength(1);
    const suya = (await otro.c.get('/api/Calendario/2027-08-01?dias=31')).body;
    expect(suya.data).toEqual([]);
    expect(suya.room.map((h: { Id: number }) => h.Id)).toEqual(otro.habitaciones.map((h: { Id: number }) => h.Id));
  });
});
