import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { MENSAJE_CONFLICTO, MENSAJES_CANALES, MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { type Cliente, hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { startTestApi, type TestApi } from '../support/test-api';

// Channel pulls racing the front desk, and two API processes racing for one feed. Races prove
// something only on PostgreSQL (CI sets DATABASE_URL); PGlite runs one transaction at a time.
const describeEnPostgres = enPostgres ? describe : describe.skip;

const hoy = new Date().toISOString().slice(0, 10);
const compacta = (iso: string) => iso.replaceAll('-', '');
const ics = (eventos: { uid: string; desde: string; hasta: string }[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...eventos.flatMap((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTART;VALUE=DATE:${compacta(e.desde)}`, `DTEND;VALUE=DATE:${compacta(e.hasta)}`, 'SUMMARY:Reserved', 'END:VEVENT']),
    'END:VCALENDAR', ''].join('\r\n');

/** The same user signed in on the other process (a balancer may send a hotel's requests anywhere). */
async function sesionEn(api: TestApi, hotel: { email: string; password: string }): Promise<Cliente> {
  const c = nuevoCliente(api.server);
  await c.post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password }).expect(200);
  return c;
}

describeEnPostgres('channel sync under contention (PostgreSQL)', () => {
  let a: TestApi;
  let b: TestApi;
  let feeds: Server;
  let base: string;
  let db: pg.Client;
  let cuerpo = ics([]);
  let retraso = 0;
  let pedidos = 0;

  beforeAll(async () => {
    feeds = createServer((_req, res) => {
      pedidos++;
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(cuerpo), retraso);
    });
    await new Promise<void>((ok) => feeds.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    const env = { CANALES_PERMITIR_RED_LOCAL: 'true', CANALES_INTERVALO_MINUTOS: '0' };
    [a, b] = await Promise.all([startTestApi({ env }), startTestApi({ env })]);
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), db?.end()]);
    await new Promise<void>((ok) => feeds.close(() => ok()));
  });

  it('lets one process pull a feed at a time: the other is told to wait, the channel is asked once', async () => {
    const hotel = await hotelParaReservar(a.server, 1);
    cuerpo = ics([{ uid: 'U-1', desde: sumarDias(hoy, 3), hasta: sumarDias(hoy, 5) }]);
    const canal = (await hotel.cliente.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Airbnb', Url: `${base}/a.ics`, Activo: true }).expect(200)).body;
    const enB = await sesionEn(b, hotel);
    retraso = 400;
    pedidos = 0;
    const [r1, r2] = await Promise.all([hotel.cliente.post(`/api/Canales/${canal.Id}/Sincronizar`), enB.post(`/api/Canales/${canal.Id}/Sincronizar`)]);
    retraso = 0;
    expect([r1.status, r2.status].sort()).toEqual([200, 400]);
    expect([r1.body, r2.body].find((x) => x.Message)).toEqual({ Message: MENSAJES_CANALES.enCurso });
    expect(pedidos).toBe(1);
    // The lease is given back: the next pull works from either process.
    expect((await enB.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toMatchObject({ Eventos: 1, Nuevos: 0 });
  });

  it('never double-books while pulls move a channel’s stays and receptionists book the same room', async () => {
    const hotel = await hotelParaReservar(a.server, 2);
    const habitacion = hotel.habitaciones[0].Id;
    const canal = (await hotel.cliente.post('/api/Canales').send({ HabitacionId: habitacion, Nombre: 'Airbnb', Url: `${base}/b.ics`, Activo: true }).expect(200)).body;
    const enB = await sesionEn(b, hotel);
    const inicio = sumarDias(hoy, 10);
    const errores: string[] = [];
    const inesperados: string[] = [];
    let reservadas = 0;
    let rechazadas = 0;
    let pulls = 0;

    const recepcionista = async (i: number) => {
      const c = i % 2 === 0 ? hotel.cliente : enB;
      for (let k = 0; k < 40; k++) {
        const desde = sumarDias(inicio, (i * 7 + k * 3) % 20);
        const r = await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, desde, sumarDias(desde, 1 + (k % 3))));
        if (r.status >= 500) errores.push(`${r.status} ${JSON.stringify(r.body)}`);
        else if (r.status === 200) reservadas++;
        else if (r.body.Message === M.noDisponible || r.body.Message === MENSAJE_CONFLICTO) rechazadas++;
        else inesperados.push(`${r.status} ${JSON.stringify(r.body)}`);
      }
    };
    const canalQueMueve = async () => {
      for (let k = 0; k < 15; k++) {
        const d = sumarDias(inicio, k % 18);
        cuerpo = ics([
          { uid: 'AIR-A', desde: d, hasta: sumarDias(d, 2) },
          { uid: 'AIR-B', desde: sumarDias(d, 5), hasta: sumarDias(d, 7) },
        ]);
        const r = await (k % 2 === 0 ? hotel.cliente : enB).post(`/api/Canales/${canal.Id}/Sincronizar`);
        if (r.status >= 500) errores.push(`pull ${r.status} ${JSON.stringify(r.body)}`);
        else if (r.status === 200) pulls++;
        else if (r.body.Message !== MENSAJES_CANALES.enCurso) inesperados.push(`pull ${r.status} ${JSON.stringify(r.body)}`);
      }
    };
    await Promise.all([...Array.from({ length: 6 }, (_, i) => recepcionista(i)), canalQueMueve()]);

    expect(errores).toEqual([]);
    expect(inesperados).toEqual([]);
    expect(reservadas).toBeGreaterThan(0);
    expect(rechazadas).toBeGreaterThan(0);
    expect(pulls).toBeGreaterThan(0);
    const solapes = (
      await db.query(
        `select count(*)::int as n from ocupacion x join ocupacion y
            on x.hotel_id = y.hotel_id and x.habitacion_id = y.habitacion_id and x.id < y.id and x.estadia && y.estadia
         where x.hotel_id = $1`,
        [hotel.hotelId],
      )
    ).rows[0].n;
    expect(solapes).toBe(0);
    // Every event of the last pull either holds its nights or is a recorded conflict: none is lost.
    const { rows } = await db.query(
      `select u.uid,
              exists (select 1 from bloqueo b where b.canal_id = $1 and b.canal_uid = u.uid) as ocupa,
              exists (select 1 from canal_conflicto k where k.canal_id = $1 and k.uid = u.uid) as en_conflicto
         from unnest(array['AIR-A', 'AIR-B']) as u(uid)`,
      [canal.Id],
    );
    for (const fila of rows) expect(fila.ocupa || fila.en_conflicto).toBe(true);
  });
});
