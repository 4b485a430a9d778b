import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ActualizacionEnVivo, type ListaEsperaFila } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { ESPERA_REVISION_LISTA_MS } from '@recepcion/reservas-module';
import { hotelParaReservar, nuevoCliente, type HotelDePrueba } from '@recepcion/testing';
import { io, type Socket } from 'socket.io-client';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// The waiting list that works for the hotel: when nights free up, the entries that now fit are
// marked (HayDisponibilidad, computed as the list is read) and open sessions of the hotel hear
// `ListaEspera` with how many started to fit; «Reservar» turns one into a reservation, once.

let api: TestApi;
let feeds: Server;
let base: string;
const rutas = new Map<string, string>();

beforeAll(async () => {
  feeds = createServer((req, res) => {
    const cuerpo = rutas.get(req.url ?? '');
    res.writeHead(cuerpo === undefined ? 404 : 200, { 'content-type': 'text/calendar; charset=utf-8' }).end(cuerpo ?? 'no');
  });
  await new Promise<void>((ok) => feeds.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  api = await startTestApi({ escuchar: true, env: { REDIS_URL: '', CANALES_PERMITIR_RED_LOCAL: 'true' } });
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((ok) => feeds.close(() => ok()));
});
conContrato(() => api);

const abiertos: Socket[] = [];
afterEach(() => abiertos.splice(0).forEach((s) => s.disconnect()));

const hoy = new Date().toISOString().slice(0, 10);
const d = (n: number) => sumarDias(hoy, n);

/** A browser tab of the hotel with the live channel open. */
async function conectar(hotel: HotelDePrueba): Promise<{ avisos: unknown[]; socket: Socket }> {
  const login = await nuevoCliente(api.server).post('/api/Cuenta/Login').send({ email: hotel.email, password: hotel.password });
  const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid=')) ?? '';
  const socket = io(api.url ?? '', { path: '/message2', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: cookie.slice(0, cookie.indexOf(';')) } });
  abiertos.push(socket);
  await new Promise<void>((ok, ko) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', ko);
  });
  const avisos: unknown[] = [];
  // Only the availability notices: an entry's own create or edit goes out as `ListaEspera` too.
  socket.on('up', (u: ActualizacionEnVivo) => u.entidad === 'ListaEspera' && typeof u.datos === 'object' && u.datos !== null && 'Disponibles' in u.datos && avisos.push(u.datos));
  return { avisos, socket };
}

/**
 * Waits for the waiting list's notices to settle: they follow the commit asynchronously, once the
 * check has gathered the hotel's changes for ESPERA_REVISION_LISTA_MS and run.
 */
async function avisosTras(avisos: unknown[], cuantos: number, ms = 3000): Promise<unknown[]> {
  const hasta = Date.now() + ms;
  while (avisos.length < cuantos && Date.now() < hasta) await new Promise((ok) => setTimeout(ok, 25));
  await new Promise((ok) => setTimeout(ok, ESPERA_REVISION_LISTA_MS + 300));
  return avisos.splice(0);
}

/** A hotel of `habitaciones` rooms, a tab open on it, and one entry waiting for `pide` rooms d(5)→d(7). */
async function hotelConEspera(habitaciones = 1, pide = 1, estadia: [string, string] = [d(5), d(7)]) {
  const hotel = await hotelParaReservar(api.server, habitaciones, 'Marta Lagos');
  const c = hotel.cliente;
  const tab = await conectar(hotel);
  const espera = (await c.post('/api/ListaEspera').send({ CheckIn: estadia[0], CheckOut: estadia[1], ClienteId: hotel.clienteReserva.Id, NombrePax: 'Pedro Lagos', CantidadPasajeros: pide, CantidadHabitaciones: pide }).expect(200)).body;
  // The entry's own (silent) check runs after its create: let it end before the test changes rooms.
  await avisosTras(tab.avisos, 0, 300);
  const filas = async (): Promise<ListaEsperaFila[]> => (await c.get(`/api/ListaEspera/Busqueda/${d(-2)}/${d(30)}`).expect(200)).body;
  const marca = async () => (await filas()).find((f) => f.Id === espera.Id)?.HayDisponibilidad;
  const reservar = (h: number, desde = estadia[0], hasta = estadia[1]) => c.post('/api/ReservasB').send(hotel.cuerpoReserva(h, desde, hasta)).expect(200).then((r) => r.body);
  return { hotel, c, tab, espera, filas, marca, reservar };
}

describe('an offer on each kind of release', () => {
  it('a cancellation: the row says HayDisponibilidad and the hotel’s tabs hear that one entry fits', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera();
    expect(await marca()).toBe(true);
    // Its nights taken: the mark goes, and open lists reload without a notice of availability.
    const r = await reservar(0);
    expect(await marca()).toBe(false);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 0 }]);
    await c.put(`/api/calendario/AnularReserva/${r.Id}`).send({ texto: 'Cambio de planes' }).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
    // Another change that frees nothing more: no second notice.
    await reservar(0, d(10), d(11));
    expect(await avisosTras(tab.avisos, 0, 300)).toEqual([]);
  });

  it('a no-show', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera(1, 1, [hoy, d(2)]);
    const r = await reservar(0, hoy, d(2));
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    await c.put(`/api/calendario/NoPresentado/${r.Id}`).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('an early check-out', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera(1, 1, [hoy, d(2)]);
    const r = await reservar(0, d(-1), d(2));
    await c.get(`/api/calendario/CheckIn/${r.Id}`).expect(200);
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    await c.get(`/api/calendario/CheckOut/${r.Id}?acortar=true&fecha=${hoy}`).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('a reservation moved to other dates', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera();
    const r = await reservar(0);
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    const movida = await c.put(`/api/Calendario/SetTrasladoReserva/${r.Id}-${r.Habitaciones[0].Id}`).send({ start_date: d(10), end_date: d(12), room: r.Habitaciones[0].HabitacionId }).expect(200);
    expect(movida.body).toMatchObject({ resultado: true });
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('a reservation deleted', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera();
    const r = await reservar(0);
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    await c.delete(`/api/ReservasB/${r.Id}`).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('a room block removed', async () => {
    const { hotel, c, tab, marca } = await hotelConEspera();
    const bloqueo = (await c.post('/api/Bloqueos').send({ Fecha: d(4), Noches: 5, HabitacionId: hotel.habitaciones[0].Id }).expect(200)).body;
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    await c.delete(`/api/bloqueos/${bloqueo.Id}`).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('a period out of order removed', async () => {
    const { hotel, c, tab, marca } = await hotelConEspera();
    const fuera = (await c.post('/api/FueraServicio').send({ HabitacionId: hotel.habitaciones[0].Id, Desde: d(6), Hasta: d(8), Motivo: 'Pintura' }).expect(200)).body;
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    await c.delete(`/api/FueraServicio/${fuera.Id}`).expect(200);
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });

  it('a channel’s stay that left its feed', async () => {
    const { hotel, c, tab, marca } = await hotelConEspera();
    const camino = '/feed-espera.ics';
    const evento = ['BEGIN:VEVENT', 'UID:abc@booking', 'DTSTAMP:20261101T000000Z', `DTSTART;VALUE=DATE:${d(5).replaceAll('-', '')}`, `DTEND;VALUE=DATE:${d(7).replaceAll('-', '')}`, 'SUMMARY:CLOSED', 'END:VEVENT'];
    const feed = (eventos: string[]) => rutas.set(camino, ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//admin.booking.com//EN', ...eventos, 'END:VCALENDAR', ''].join('\r\n'));
    feed(evento);
    const canal = (await c.post('/api/Canales').send({ HabitacionId: hotel.habitaciones[0].Id, Nombre: 'Booking.com', Url: `${base}${camino}`, Activo: true }).expect(200)).body;
    await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200);
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 0, 300);
    feed([]);
    expect((await c.post(`/api/Canales/${canal.Id}/Sincronizar`).expect(200)).body).toMatchObject({ Liberados: 1 });
    expect(await marca()).toBe(true);
    expect(await avisosTras(tab.avisos, 1)).toEqual([{ Disponibles: 1 }]);
  });
});

describe('what is not offered', () => {
  it('an entry for more rooms than are free stays unmarked and nobody is told', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera(2, 2);
    const [a] = [await reservar(0), await reservar(1)];
    expect(await marca()).toBe(false);
    await avisosTras(tab.avisos, 1);
    await c.put(`/api/calendario/AnularReserva/${a.Id}`).send({ texto: 'No viene' }).expect(200);
    expect(await marca()).toBe(false);
    expect(await avisosTras(tab.avisos, 0, 300)).toEqual([]);
  });

  it('nights freed outside the entry’s dates offer nothing', async () => {
    const { c, tab, marca, reservar } = await hotelConEspera();
    await reservar(0);
    const otra = await reservar(0, d(10), d(12));
    await avisosTras(tab.avisos, 0, 300);
    await c.put(`/api/calendario/AnularReserva/${otra.Id}`).send({ texto: 'No viene' }).expect(200);
    expect(await marca()).toBe(false);
    expect(await avisosTras(tab.avisos, 0, 300)).toEqual([]);
  });

  it('entries whose check-in passed leave the list, and cannot be reserved', async () => {
    const { hotel, c, filas, espera } = await hotelConEspera(1, 1, [d(0), d(2)]);
    const pasada = (await c.post('/api/ListaEspera').send({ CheckIn: d(-1), CheckOut: d(1), ClienteId: hotel.clienteReserva.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 }).expect(200)).body;
    expect((await filas()).map((f) => f.Id)).toEqual([espera.Id]);
    // Still on record.
    await c.get(`/api/ListaEspera/${pasada.Id}`).expect(200);
    expect((await c.post(`/api/ListaEspera/${pasada.Id}/Reservar`).expect(404)).body).toEqual({ Message: 'No se encontro' });
  });
});

describe('POST /api/ListaEspera/{id}/Reservar', () => {
  it('creates the entry’s reservation once, in the rooms its preference names, and the entry leaves the list', async () => {
    const hotel = await hotelParaReservar(api.server, 3, 'Marta Lagos');
    const c = hotel.cliente;
    const espera = (await c.post('/api/ListaEspera').send({ CheckIn: d(5), CheckOut: d(8), ClienteId: hotel.clienteReserva.Id, NombrePax: 'Pedro Lagos', CantidadPasajeros: 3, CantidadHabitaciones: 2, HabitacionesPreferencia: 'La 3 si se puede', Comentario: 'Aniversario' }).expect(200)).body;
    // Clicks in a row (a double click, a second tab): every one answers the same reservation, also
    // the one that chose its rooms after another's create had taken them.
    const [a, ...otros] = await Promise.all([1, 2, 3, 4].map(() => c.post(`/api/ListaEspera/${espera.Id}/Reservar`)));
    expect([a, ...otros].map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(otros.map((r) => r.body.Id)).toEqual([a.body.Id, a.body.Id, a.body.Id]);
    expect(a.body).toMatchObject({ CheckIn: d(5), CheckOut: d(8), ClienteId: hotel.clienteReserva.Id, CantidadPasajeros: 3, Comentario: 'Aniversario', ContactoClienteNombre: 'Pedro Lagos', MonedaId: 'CLP' });
    expect(a.body.Habitaciones.map((h: { HabitacionNombre: string; CantidadPasajero: number; CheckIn: string; CheckOut: string }) => [h.HabitacionNombre, h.CantidadPasajero, h.CheckIn, h.CheckOut])).toEqual([
      ['3', 2, d(5), d(8)],
      ['1', 1, d(5), d(8)],
    ]);
    const listado = (await c.post('/api/ReservasB/ListadoReservas').send({ Desde: d(0), Hasta: d(30) }).expect(200)).body;
    expect(listado).toHaveLength(1);
    expect((await c.get(`/api/ListaEspera/Busqueda/${d(0)}/${d(30)}`).expect(200)).body).toEqual([]);
    // Later: the same reservation again, nothing new.
    expect((await c.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(200)).body.Id).toBe(a.body.Id);
    expect((await c.post('/api/ReservasB/ListadoReservas').send({ Desde: d(0), Hasta: d(30) }).expect(200)).body).toHaveLength(1);
  });

  it('counts what the free rooms hold: guests that fit only the large room wait while it is taken, then get it', async () => {
    const hotel = await hotelParaReservar(api.server, 3, 'Marta Lagos');
    const c = hotel.cliente;
    const familiar = (await c.post('/api/TiposHabitacion').send({ Nombre: 'Familiar', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 }).expect(200)).body;
    const grande = hotel.habitaciones[2];
    await c.put(`/api/Habitaciones/${grande.Id}`).send({ Nombre: grande.Nombre, TipoHabitacionId: familiar.Id }).expect(200);
    // The large room is taken; the two free doubles hold 2 guests each, not 4 in one room.
    const ocupada = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(2, d(5), d(7))).expect(200)).body;
    const espera = (await c.post('/api/ListaEspera').send({ CheckIn: d(5), CheckOut: d(7), ClienteId: hotel.clienteReserva.Id, CantidadPasajeros: 4, CantidadHabitaciones: 1 }).expect(200)).body;
    const marca = async () => ((await c.get(`/api/ListaEspera/Busqueda/${d(0)}/${d(30)}`).expect(200)).body as ListaEsperaFila[]).find((f) => f.Id === espera.Id)?.HayDisponibilidad;
    expect(await marca()).toBe(false);
    expect((await c.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(400)).body).toEqual({ Message: 'Habitación no disponible' });
    // Freed: it fits, and «Reservar» puts the 4 guests in the large room, not in the first free double.
    await c.put(`/api/calendario/AnularReserva/${ocupada.Id}`).send({ texto: 'No viene' }).expect(200);
    expect(await marca()).toBe(true);
    const reserva = (await c.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(200)).body;
    expect(reserva.Habitaciones.map((h: { HabitacionNombre: string; CantidadPasajero: number }) => [h.HabitacionNombre, h.CantidadPasajero])).toEqual([[grande.Nombre, 4]]);
  });

  it('refuses with «Habitación no disponible» when the nights are taken, and the entry keeps waiting', async () => {
    const { c, espera, marca, reservar } = await hotelConEspera();
    await reservar(0);
    expect((await c.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(400)).body).toEqual({ Message: 'Habitación no disponible' });
    expect(await marca()).toBe(false);
  });

  it('another hotel’s entry is not found, nor listed', async () => {
    const { espera } = await hotelConEspera();
    const otro = await hotelParaReservar(api.server, 1);
    expect((await otro.cliente.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(404)).body).toEqual({ Message: 'No se encontro' });
    expect((await otro.cliente.get(`/api/ListaEspera/Busqueda/${d(0)}/${d(30)}`).expect(200)).body).toEqual([]);
    expect((await otro.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: d(0), Hasta: d(30) }).expect(200)).body).toEqual([]);
  });
});
