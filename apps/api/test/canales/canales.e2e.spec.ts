import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { type ConflictoCanal, MENSAJES_CANALES, MENSAJES_RESERVAS } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { servidorSmtp } from '../support/correo-smtp';
import { startTestApi, type TestApi } from '../support/test-api';

// Channel sync end to end: a room's exported feed read by Mozilla's parser with no session, and
// channels' feeds served by a local HTTP server, pulled into rooms under the same exclusion
// constraint as reservations, with conflicts, broken feeds and the network guard.

let api: TestApi;
let feeds: Server;
let base: string;
let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
/** What each path of the feed server answers now (status and body). */
const rutas = new Map<string, { estado: number; cuerpo: string; tipo?: string }>();

beforeAll(async () => {
  feeds = createServer((req, res) => {
    const r = rutas.get(req.url ?? '') ?? { estado: 404, cuerpo: 'no' };
    res.writeHead(r.estado, { 'content-type': r.tipo ?? 'text/calendar; charset=utf-8' }).end(r.cuerpo);
  });
  await new Promise<void>((ok) => feeds.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  smtp = await servidorSmtp();
  api = await startTestApi({ env: { CANALES_PERMITIR_RED_LOCAL: 'true', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((ok) => feeds.close(() => ok()));
  await smtp.cerrar();
});
conContrato(() => api);

const hoy = new Date().toISOString().slice(0, 10);
const compacta = (iso: string) => iso.replaceAll('-', '');

/** A channel's export, as Booking.com or Airbnb write it: date-only events, CRLF. */
function ics(eventos: { uid: string; desde: string; hasta: string; resumen?: string }[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    ...eventos.flatMap((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:20261101T000000Z`, `DTSTART;VALUE=DATE:${compacta(e.desde)}`, `DTEND;VALUE=DATE:${compacta(e.hasta)}`, `SUMMARY:${e.resumen ?? 'CLOSED - Not available'}`, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let ruta = 0;
function servir(cuerpo: string, estado = 200, tipo?: string): string {
  const camino = `/feed-${++ruta}.ics`;
  rutas.set(camino, { estado, cuerpo, tipo });
  return camino;
}

async function hotelConCanal(eventos: Parameters<typeof ics>[0], nombre = 'Booking.com') {
  const hotel = await hotelParaReservar(api.server, 3);
  const c = hotel.cliente;
  const camino = servir(ics(eventos));
  const canal = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: nombre, Url: `${base}${camino}`, Activo: true }).expect(200)).body;
  const disponible = (h: number, desde: string, hasta: string): Promise<boolean> => c.get(`/api/ReservasB/IsHabitacionDisponible/${hotel.habitaciones[h].Id}/${desde}/${hasta}/0/0/0`).then((x) => x.body);
  const cambiarFeed = (nuevos: Parameters<typeof ics>[0]) => rutas.set(camino, { estado: 200, cuerpo: ics(nuevos) });
  return { hotel, c, canal, camino, disponible, cambiarFeed };
}

describe('export: one feed per room', () => {
  it('serves the room’s stays as RFC 5545 without a session and without guest data, with a stable UID, ETag and 304', async () => {
    const hotel = await hotelParaReservar(api.server, 3, 'Inés Confidencial');
    const c = hotel.cliente;
    const desde = sumarDias(hoy, 5);
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, desde, sumarDias(desde, 3))).expect(200)).body;
    await c.post('/api/Bloqueos').send({ Fecha: sumarDias(desde, 10), Noches: 2, HabitacionId: hotel.habitaciones[0].Id }).expect(200);
    // Another room's stay is not in this room's feed.
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(1, desde, sumarDias(desde, 1))).expect(200);

    const { Url } = (await c.get(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`).expect(200)).body;
    expect(Url).toMatch(/\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await c.get(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`)).body.Url).toBe(Url);

    const extrano = nuevoCliente(api.server);
    const camino = new URL(Url).pathname;
    const feed = await extrano.get(camino).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const texto: string = feed.text;
    expect(texto).not.toContain('Inés');
    expect(texto.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(texto.replaceAll('\r\n', '')).not.toContain('\n');

    const vcalendar = new ICAL.Component(ICAL.parse(texto));
    expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcalendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    const eventos = vcalendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(eventos.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary, e.startDate.isDate])).toEqual([
      [desde, sumarDias(desde, 3), 'Reservado', true],
      [sumarDias(desde, 10), sumarDias(desde, 12), 'No disponible', true],
    ]);
    const uid = eventos[0].uid;
    // The UIDs name no reservation or block number (the feed would count the hotel's bookings).
    expect(eventos.map((e) => e.uid)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}@/), expect.stringMatching(/^[A-Za-z0-9_-]{22}@/)]);
    expect(texto).not.toMatch(new RegExp(`reserva-${r.Id}|bloqueo-`));

    // Same feed, same ETag: 304 without a body. The stay moves: same UID, new dates, new ETag.
    await extrano.get(camino).set('If-None-Match', feed.headers.etag).expect(304);
    const reserva = (await c.get(`/api/ReservasB/${r.Id}`)).body;
    await c.put(`/api/ReservasB/${r.Id}`).send({ ...reserva, CheckIn: sumarDias(desde, 1), CheckOut: sumarDias(desde, 4), Habitaciones: reserva.Habitaciones.map((h: object) => ({ ...h, CheckIn: sumarDias(desde, 1), CheckOut: sumarDias(desde, 4) })) }).expect(200);
    const movido = await extrano.get(camino).set('If-None-Match', feed.headers.etag).expect(200);
    expect(movido.headers.etag).not.toBe(feed.headers.etag);
    const evento = new ICAL.Event(new ICAL.Component(ICAL.parse(movido.text)).getFirstSubcomponent('vevent')!);
    expect([evento.uid, evento.startDate.toString()]).toEqual([uid, sumarDias(desde, 1)]);

    // Renewing the address: the old one is a plain 404, the new one serves.
    const nueva = (await c.post(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical/Renovar`).expect(200)).body.Url;
    expect(nueva).not.toBe(Url);
    await extrano.get(camino).expect(404);
    await extrano.get(new URL(nueva).pathname).expect(200);
    await extrano.get('/ical/no-es-un-token.ics').expect(404);
  });

  it('answers every ask for the address while it is being renewed', async () => {
    const hotel = await hotelParaReservar(api.server, 1);
    const camino = `/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`;
    // Asks and renewals at once: each one gets an address (an ask used to find no row while a renewal replaced it).
    const respuestas = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? hotel.cliente.post(`${camino}/Renovar`) : hotel.cliente.get(camino))));
    expect(respuestas.map((r) => r.status)).toEqual(respuestas.map(() => 200));
    const ultima = (await hotel.cliente.get(camino).expect(200)).body.Url;
    await nuevoCliente(api.server).get(new URL(ultima).pathname).expect(200);
  });

  it('keeps the address an administrator’s secret and another hotel’s room out of reach', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const otro = await hotelParaReservar(api.server, 2);
    await otro.cliente.get(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`).expect(404);
    await otro.cliente.post(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical/Renovar`).expect(404);
    await nuevoCliente(api.server).get(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`).expect((r) => expect(r.status).not.toBe(200));
  });
});

describe('import: a channel’s feed occupies its room', () => {
  it('occupies the nights, is idempotent by UID, moves changed events and frees those that left', async () => {
    const a = sumarDias(hoy, 3);
    const b = sumarDias(hoy, 20);
    const { hotel, c, canal, disponible, cambiarFeed } = await hotelConCanal([
      { uid: 'BK-1@booking.com', desde: a, hasta: sumarDias(a, 2) },
      { uid: 'BK-2@booking.com', desde: b, hasta: sumarDias(b, 4) },
      // Already over: left alone.
      { uid: 'BK-0@booking.com', desde: sumarDias(hoy, -9), hasta: sumarDias(hoy, -7) },
    ]);
    expect(canal).toMatchObject({ Nombre: 'Booking.com', HabitacionId: hotel.habitaciones[0].Id, Activo: true, UltimoEstado: null, Eventos: 0 });

    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toEqual({ Eventos: 2, Nuevos: 2, Actualizados: 0, Liberados: 0, Conflictos: 0 });
    expect(await disponible(0, a, sumarDias(a, 1))).toBe(false);
    expect(await disponible(0, sumarDias(a, 2), sumarDias(a, 3))).toBe(true);
    // The front desk cannot sell those nights, and the calendar names the channel.
    expect((await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, a, sumarDias(a, 1)))).body).toEqual({ Message: MENSAJES_RESERVAS.noDisponible });
    const ventana = (await c.get(`/api/Calendario/${a}?dias=3`).expect(200)).body;
    expect(ventana.bloqueo).toEqual([expect.objectContaining({ room: hotel.habitaciones[0].Id, start_date: a, end_date: sumarDias(a, 2), canal: 'Booking.com' })]);
    const [listado] = (await c.get('/api/Canales').expect(200)).body;
    expect(listado).toMatchObject({ Id: canal.Id, UltimoEstado: 'Correcto', Eventos: 2, Error: null });
    expect(Date.parse(listado.UltimaSincronizacion)).toBeGreaterThan(Date.now() - 60_000);

    // The same feed again changes nothing.
    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toEqual({ Eventos: 2, Nuevos: 0, Actualizados: 0, Liberados: 0, Conflictos: 0 });

    // A moved event moves its nights; a vanished one frees them.
    cambiarFeed([{ uid: 'BK-1@booking.com', desde: sumarDias(a, 1), hasta: sumarDias(a, 3) }]);
    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toEqual({ Eventos: 1, Nuevos: 0, Actualizados: 1, Liberados: 1, Conflictos: 0 });
    expect(await disponible(0, a, sumarDias(a, 1))).toBe(true);
    expect(await disponible(0, sumarDias(a, 2), sumarDias(a, 3))).toBe(false);
    expect(await disponible(0, b, sumarDias(b, 4))).toBe(true);

    // A channel's stay is changed in the channel, not by hand.
    const [bloqueo] = (await c.get(`/api/Bloqueos/Busqueda/${hoy}`).expect(200)).body;
    expect(bloqueo).toMatchObject({ Canal: 'Booking.com', Fecha: sumarDias(a, 1), Noches: 2 });
    expect((await c.delete(`/api/Bloqueos/${bloqueo.Id}`).expect(400)).body.Message).toBe(MENSAJES_RESERVAS.bloqueoDeCanal('Booking.com'));

    // Removing the feed frees its stays.
    await c.delete(`/api/Canales/${canal.Id}`).expect(200);
    expect(await disponible(0, sumarDias(a, 1), sumarDias(a, 3))).toBe(true);
    expect((await c.get('/api/Canales')).body).toEqual([]);
  });

  it('holds every night of a feed’s overlapping events, with no conflict against itself', async () => {
    const a = sumarDias(hoy, 30);
    const { c, canal, disponible } = await hotelConCanal([
      { uid: 'AB-1@airbnb.com', desde: a, hasta: sumarDias(a, 3) },
      { uid: 'AB-2@airbnb.com', desde: sumarDias(a, 2), hasta: sumarDias(a, 5) },
    ]);
    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toEqual({ Eventos: 2, Nuevos: 1, Actualizados: 0, Liberados: 0, Conflictos: 0 });
    for (let n = 0; n < 5; n++) expect(await disponible(0, sumarDias(a, n), sumarDias(a, n + 1))).toBe(false);
    expect(await disponible(0, sumarDias(a, 5), sumarDias(a, 6))).toBe(true);
    expect((await c.get('/api/Canales/Conflictos').expect(200)).body).toEqual([]);
  });

  it('records a conflict with a reservation (listed, mailed), which resolves itself when the reservation moves', async () => {
    const a = sumarDias(hoy, 6);
    const hotel = await hotelParaReservar(api.server, 3);
    const c = hotel.cliente;
    const { body: config } = await c.get(`/api/Configuraciones/${hotel.sesion.config.Id}`);
    await c.put(`/api/Configuraciones/${hotel.sesion.config.Id}`).send({ Nombre: config.Nombre, Email: 'recepcion@hotel-canales.test' }).expect(200);
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, a, sumarDias(a, 2))).expect(200)).body;
    const camino = servir(ics([{ uid: 'AIR-7', desde: sumarDias(a, 1), hasta: sumarDias(a, 4), resumen: 'Reserved' }]));
    const canal = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Airbnb', Url: `${base}${camino}`, Activo: true }).expect(200)).body;

    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toMatchObject({ Eventos: 1, Nuevos: 0, Conflictos: 1 });
    const conflictos: ConflictoCanal[] = (await c.get('/api/Canales/Conflictos').expect(200)).body;
    expect(conflictos).toEqual([
      { Id: expect.any(Number), CanalId: canal.Id, Canal: 'Airbnb', HabitacionId: hotel.habitaciones[0].Id, HabitacionNombre: hotel.habitaciones[0].Nombre, Desde: sumarDias(a, 1), Hasta: sumarDias(a, 4), Uid: 'AIR-7', ReservaId: r.Id },
    ]);
    // The reservation's nights are untouched: the conflict is never resolved by dropping either side silently.
    expect((await c.get(`/api/ReservasB/${r.Id}`)).body.CheckIn).toBe(a);
    const correo = await smtp.esperar('recepcion@hotel-canales.test');
    expect(correo.texto).toContain('conflicto');
    // Pulling again keeps one conflict and does not mail it twice. (The reservation's creation
    // asked for a re-check of the hotel's conflicts, which holds the feed a moment: until it ends
    // a pull answers «en curso».)
    await esperar(async () => (await c.post(`/api/Canales/${canal.Id}/Sincronizar`)).status === 200);
    expect((await c.get('/api/Canales/Conflictos')).body).toHaveLength(1);

    // The front desk moves the guest to another room: the channel's stay takes its nights by itself.
    const reserva = (await c.get(`/api/ReservasB/${r.Id}`)).body;
    await c.put(`/api/ReservasB/${r.Id}`).send({ ...reserva, Habitaciones: reserva.Habitaciones.map((h: object) => ({ ...h, HabitacionId: hotel.habitaciones[1].Id })) }).expect(200);
    await esperar(async () => (await c.get('/api/Canales/Conflictos')).body.length === 0);
    const ventana = (await c.get(`/api/Calendario/${a}?dias=5`)).body;
    expect(ventana.bloqueo).toEqual([expect.objectContaining({ room: hotel.habitaciones[0].Id, start_date: sumarDias(a, 1), end_date: sumarDias(a, 4), canal: 'Airbnb' })]);
    expect(smtp.a('recepcion@hotel-canales.test')).toHaveLength(1);
  });

  it('never frees rooms on a broken feed: error statuses, HTML, a sudden empty calendar; the reason shows in Spanish', async () => {
    const a = sumarDias(hoy, 4);
    const eventos = [
      { uid: 'V-1', desde: a, hasta: sumarDias(a, 2) },
      { uid: 'V-2', desde: sumarDias(a, 5), hasta: sumarDias(a, 6) },
    ];
    const { c, canal, camino, disponible } = await hotelConCanal(eventos, 'Vrbo');
    await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200);

    const casos: [{ estado: number; cuerpo: string; tipo?: string }, string][] = [
      [{ estado: 503, cuerpo: 'Service Unavailable' }, MENSAJES_CANALES.respuestaHttp(503)],
      [{ estado: 200, cuerpo: '<!doctype html><title>Login</title>', tipo: 'text/html' }, MENSAJES_CANALES.noEsIcal],
      [{ estado: 200, cuerpo: ics([]) }, MENSAJES_CANALES.vacioDeRepente(2)],
    ];
    for (const [respuesta, mensaje] of casos) {
      rutas.set(camino, respuesta);
      expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(400)).body).toEqual({ Message: mensaje });
      expect((await c.get('/api/Canales')).body[0]).toMatchObject({ UltimoEstado: 'Error', Error: mensaje, Eventos: 2 });
      expect(await disponible(0, a, sumarDias(a, 1))).toBe(false);
    }
    rutas.set(camino, { estado: 200, cuerpo: ics(eventos) });
    await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200);
    expect((await c.get('/api/Canales')).body[0]).toMatchObject({ UltimoEstado: 'Correcto', Error: null });
  });

  it('gives each channel a feed of the room without its own stays (no echo), and the room’s feed with everything', async () => {
    const a = sumarDias(hoy, 2);
    const { hotel, c, canal } = await hotelConCanal([{ uid: 'G-1', desde: a, hasta: sumarDias(a, 1), resumen: 'Airbnb (Not available)' }], 'Airbnb');
    await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200);
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(a, 3), sumarDias(a, 5))).expect(200);
    const extrano = nuevoCliente(api.server);
    const leer = async (url: string) => new ICAL.Component(ICAL.parse((await extrano.get(new URL(url).pathname).expect(200)).text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
    expect(await leer((await c.get(`/api/Habitaciones/${hotel.habitaciones[0].Id}/Ical`)).body.Url)).toEqual(['No disponible', 'Reservado']);
    expect(await leer((await c.get(`/api/Canales/${canal.Id}/Ical`).expect(200)).body.Url)).toEqual(['Reservado']);
  });

  it('answers bad feeds and other hotels’ feeds in Spanish', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const valido = { HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Booking.com', Url: `${base}/x.ics`, Activo: true };
    expect((await c.post('/api/Canales').send({ ...valido, Url: 'ftp://example.com/a.ics' }).expect(400)).body).toEqual({ Message: MENSAJES_CANALES.urlNoValida });
    expect((await c.post('/api/Canales').send({ ...valido, Nombre: '' }).expect(400)).body).toEqual({ Message: MENSAJES_CANALES.ingreseNombre });
    expect((await c.post('/api/Canales').send({ ...valido, HabitacionId: 999999 }).expect(400)).body).toEqual({ Message: MENSAJES_CANALES.seleccioneHabitacion });
    const canal = (await c.post('/api/Canales').send(valido).expect(200)).body;
    const otro = await hotelParaReservar(api.server, 1);
    await otro.cliente.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(404);
    await otro.cliente.put(`/api/Canales/${canal.Id}`).send({ ...valido, HabitacionId: otro.habitaciones[0].Id }).expect(404);
    await otro.cliente.delete(`/api/Canales/${canal.Id}`).expect(404);
    expect((await otro.cliente.get('/api/Canales')).body).toEqual([]);
  });
});

describe('the network guard', () => {
  let estricta: TestApi;
  beforeAll(async () => {
    estricta = await startTestApi({ env: { CANALES_PERMITIR_RED_LOCAL: 'false' } });
  });
  afterAll(() => estricta.close());

  it('refuses loopback and private addresses unless CANALES_PERMITIR_RED_LOCAL=true, and records why', async () => {
    const hotel = await hotelParaReservar(estricta.server, 1);
    const c = hotel.cliente;
    let pedidos = 0;
    const camino = servir(ics([{ uid: 'X', desde: sumarDias(hoy, 1), hasta: sumarDias(hoy, 2) }]));
    feeds.on('request', () => pedidos++);
    for (const url of [`${base}${camino}`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/cal.ics', 'http://localhost/cal.ics']) {
      const canal = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Prueba', Url: url, Activo: true }).expect(200)).body;
      expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(400)).body).toEqual({ Message: MENSAJES_CANALES.direccionNoPermitida });
    }
    expect(pedidos).toBe(0);
  });
});

describe('the schedule', () => {
  let programada: TestApi;
  beforeAll(async () => {
    // 0.02 minutes: a pull about every second, instead of every 15 minutes.
    programada = await startTestApi({ env: { CANALES_PERMITIR_RED_LOCAL: 'true', CANALES_INTERVALO_MINUTOS: '0.02' } });
  });
  afterAll(() => programada.close());

  it('pulls every active feed on its own, and leaves an inactive one alone', async () => {
    const hotel = await hotelParaReservar(programada.server, 2);
    const c = hotel.cliente;
    const a = sumarDias(hoy, 8);
    const activo = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Google Calendar', Url: `${base}${servir(ics([{ uid: 'g1', desde: a, hasta: sumarDias(a, 2) }]))}`, Activo: true }).expect(200)).body;
    const inactivo = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[1].Id, Nombre: 'Expedia', Url: `${base}${servir(ics([{ uid: 'e1', desde: a, hasta: sumarDias(a, 2) }]))}`, Activo: false }).expect(200)).body;
    await esperar(async () => (await c.get('/api/Canales')).body.find((x: { Id: number }) => x.Id === activo.Id).UltimoEstado === 'Correcto');
    expect((await c.get(`/api/ReservasB/IsHabitacionDisponible/${hotel.habitaciones[0].Id}/${a}/${sumarDias(a, 1)}/0/0/0`)).body).toBe(false);
    expect((await c.get('/api/Canales')).body.find((x: { Id: number }) => x.Id === inactivo.Id)).toMatchObject({ UltimoEstado: null, Eventos: 0 });
    expect((await c.post(`/api/Canales/${inactivo.Id}/Sincronizar`).expect(400)).body).toEqual({ Message: MENSAJES_CANALES.canalInactivo });
  });
});

async function esperar(condicion: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const fin = Date.now() + ms;
  while (Date.now() < fin) {
    if (await condicion()) return;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('La condición no se cumplió a tiempo');
}
