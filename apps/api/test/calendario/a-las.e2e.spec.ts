import { MENSAJES_A_LAS } from '@recepcion/contracts';
import { type HotelParaReservar, hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the hotel's screens said at one moment: the calendar's month, the day's cash and the month's reservations with charges. */
async function loQueSeVe(h: HotelParaReservar, aLas?: string) {
  const q = aLas ? `aLas=${encodeURIComponent(aLas)}` : '';
  const leer = async (url: string) => {
    const r = await h.cliente.get(url).set('Cache-Control', 'no-cache');
    expect(r.status).toBe(200);
    return r.body;
  };
  return {
    calendario: await leer(`/api/Calendario/2027-08-01?dias=31${q ? `&${q}` : ''}`),
    caja: await leer(`/api/Informes/InfCajaFechaHabitacion/2027-08-04${q ? `?${q}` : ''}`),
    cargos: await leer(`/api/Informes/InfReservasCargosIngresos/2027-08-01/2027-08-31${q ? `?${q}` : ''}`),
  };
}

describe('GET /api/Calendario/{fecha}?aLas= and the cash reports as they stood', () => {
  it('answers, for every moment between writes in two hotels, what the screens said at that moment', async () => {
    const antesDeTodo = new Date().toISOString();
    await esperar(5);
    const [a, b] = [await hotelParaReservar(api.server, 3), await hotelParaReservar(api.server, 3, 'Otro Hotel SA')];
    const vistos: { momento: string; a: Awaited<ReturnType<typeof loQueSeVe>>; b: Awaited<ReturnType<typeof loQueSeVe>> }[] = [];
    // After each write: the moment (the write's events recorded), and what both hotels' screens said then.
    const escribir = async (paso: () => Promise<{ status: number }>) => {
      const r = await paso();
      expect(r.status).toBe(200);
      await esperar(5);
      const momento = new Date().toISOString();
      vistos.push({ momento, a: await loQueSeVe(a), b: await loQueSeVe(b) });
      await esperar(5);
    };

    const cuerpo1 = { ...a.cuerpoReserva(0, '2027-08-02', '2027-08-05'), NombreGrupo: 'Luna de miel' };
    let r1 = 0;
    await escribir(async () => {
      const r = await a.cliente.post('/api/ReservasB').send(cuerpo1);
      r1 = r.body.Id;
      return r;
    });
    let rb = 0;
    await escribir(async () => {
      const r = await b.cliente.post('/api/ReservasB').send(b.cuerpoReserva(0, '2027-08-02', '2027-08-05', 55000));
      rb = r.body.Id;
      return r;
    });
    await escribir(() =>
      a.cliente.put(`/api/ReservasB/${r1}`).send({
        ...cuerpo1,
        Version: 1,
        Habitaciones: [{ ...((cuerpo1 as Record<string, unknown>).Habitaciones as object[])[0], Id: 1 }],
        Ingresos: [{ Fecha: '2027-08-04', HabitacionId: a.habitaciones[0].Id, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 }],
      }),
    );
    let r2 = 0;
    await escribir(async () => {
      const r = await a.cliente.post('/api/ReservasB').send(a.cuerpoReserva(1, '2027-08-04', '2027-08-06'));
      r2 = r.body.Id;
      return r;
    });
    let bloqueo = 0;
    await escribir(async () => {
      const r = await a.cliente.post('/api/Bloqueos').send({ Fecha: '2027-08-10', Noches: 2, HabitacionId: a.habitaciones[2].Id });
      bloqueo = r.body.Id;
      return r;
    });
    await escribir(() => a.cliente.put(`/api/Calendario/SetTrasladoReserva/${r1}-1`).send({ start_date: '2027-08-06', end_date: '2027-08-09', room: a.habitaciones[2].Id }));
    // A status change (its stay lies ahead: confirmed, not checked in).
    await escribir(() => a.cliente.get(`/api/calendario/Confirmado/${r2}`));
    await escribir(() => b.cliente.get(`/api/calendario/Confirmado/${rb}`));
    let r3 = 0;
    await escribir(async () => {
      const r = await a.cliente.post('/api/ReservasB').send(a.cuerpoReserva(0, '2027-08-03', '2027-08-05'));
      r3 = r.body.Id;
      return r;
    });
    await escribir(() => a.cliente.put(`/api/calendario/AnularReserva/${r3}`).send({ texto: 'Cambio de planes' }));
    await escribir(() => a.cliente.put(`/api/Bloqueos/${bloqueo}`).send({ Fecha: '2027-08-12', Noches: 3, HabitacionId: a.habitaciones[1].Id }));
    await escribir(() => a.cliente.delete(`/api/Bloqueos/${bloqueo}`));

    // The history really changed what was seen: a moved stay, a check-in, a cancelled and a removed block.
    expect(vistos[3].a.calendario.data.find((c: { reserva_id: number }) => c.reserva_id === r1)).toMatchObject({ room: a.habitaciones[0].Id, start_date: '2027-08-02' });
    expect(vistos[5].a.calendario.data.find((c: { reserva_id: number }) => c.reserva_id === r1)).toMatchObject({ room: a.habitaciones[2].Id, start_date: '2027-08-06' });
    expect(vistos[4].a.calendario.bloqueo).toHaveLength(1);
    expect(vistos[11].a.calendario.bloqueo).toEqual([]);
    expect(vistos[2].a.caja[0]).toMatchObject({ IngresoFecha: 20000, Saldo: 100000 });
    // Moved off the 4th, its payment of that day is still the day's cash (after the rooms), then and «A las».
    expect(vistos[5].a.caja).toContainEqual(expect.objectContaining({ IngresoFecha: 20000, InfoCaja: `Reserva ${r1}: pago del día fuera de la estadía` }));

    for (const [i, visto] of vistos.entries()) {
      const [enA, enB] = [await loQueSeVe(a, visto.momento), await loQueSeVe(b, visto.momento)];
      expect({ paso: i, ...enA }).toEqual({ paso: i, ...visto.a });
      expect({ paso: i, ...enB }).toEqual({ paso: i, ...visto.b });
      // Another hotel's reservations never show.
      expect(enA.calendario.data.map((c: { reserva_id: number }) => c.reserva_id)).not.toContain(rb);
      expect(enB.calendario.data.map((c: { reserva_id: number }) => c.reserva_id).every((id: number) => id === rb)).toBe(true);
    }

    // Before any event of the hotel: an empty grid (its rooms still listed) and empty reports' stays.
    const vacio = await loQueSeVe(a, antesDeTodo);
    expect(vacio.calendario).toMatchObject({ data: [], bloqueo: [], desde: '2027-08-01' });
    expect(vacio.calendario.room).toHaveLength(3);
    expect(vacio.cargos).toEqual([]);
    expect(vacio.caja.every((f: { IDMoneda: string | null }) => f.IDMoneda === null)).toBe(true);
  });

  it('answers a Spanish 400 to an unreadable or future «A las», on the calendar and both reports', async () => {
    const { cliente } = await hotelParaReservar(api.server, 1);
    const manana = new Date(Date.now() + 86_400_000).toISOString();
    for (const base of ['/api/Calendario/2027-08-01', '/api/Informes/InfCajaFechaHabitacion/2027-08-04', '/api/Informes/InfReservasCargosIngresos/2027-08-01/2027-08-31']) {
      for (const malo of ['ayer', '2027-02-30T10:00:00Z', '2026-11-01T10:00:00', '2026-11-01', '2026-11-01T25:00:00Z', '']) {
        const r = await cliente.get(`${base}?aLas=${encodeURIComponent(malo)}`);
        expect({ base, malo, status: r.status, body: r.body }).toEqual({ base, malo, status: 400, body: { Message: MENSAJES_A_LAS.noValida } });
      }
      const futura = await cliente.get(`${base}?aLas=${encodeURIComponent(manana)}`);
      expect({ base, status: futura.status, body: futura.body }).toEqual({ base, status: 400, body: { Message: MENSAJES_A_LAS.futura } });
      const dosVeces = await cliente.get(`${base}?aLas=2026-11-01T10:00:00Z&aLas=2026-11-02T10:00:00Z`);
      expect(dosVeces.status).toBe(400);
    }
  });
});
