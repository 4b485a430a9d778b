import { randomUUID } from 'node:crypto';
import { EventBus } from '@nestjs/cqrs';
import { COOKIE_DESFASE_HORARIO, ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, MENSAJES_CIERRE as M, MENSAJES_CUENTA, MENSAJES_MOTOR, MENSAJES_RESERVAS } from '@recepcion/contracts';
import { formatearFecha, sumarDias } from '@recepcion/domain';
import { hotelParaReservar, type HotelParaReservar, nuevoCliente } from '@recepcion/testing';
import request from 'supertest';
import { conContrato } from '../support/contrato';
import { relojDesde, startTestApi, type TestApi } from '../support/test-api';

// The desk's day is the hotel's, not UTC's: the night audit runs around midnight, when the two
// differ. The browser names its time zone in the `tz` cookie every page writes.

let chile: TestApi;
let espana: TestApi;
beforeAll(async () => {
  // 01:30 UTC on 11-05-2027: 21:30 of the 10th in Santiago (UTC-4).
  chile = await startTestApi({ clock: relojDesde('2027-05-11T01:30:00Z') });
  // 22:30 UTC on 10-05-2027: 00:30 of the 11th in Madrid (UTC+2).
  espana = await startTestApi({ clock: relojDesde('2027-05-10T22:30:00Z') });
});
afterAll(async () => {
  await chile.close();
  await espana.close();
});
conContrato(() => chile);

/** A desk of a new hotel on `api`: its requests carry the session and, when given, the browser's zone. */
async function mostrador(api: TestApi, zona?: string) {
  const hotel = await hotelParaReservar(api.server, 2, 'Inés Araya');
  const login = await request(api.server).post('/api/Cuenta/Login').set('x-requested-with', 'Recepcion').send({ email: hotel.email, password: hotel.password }).expect(200);
  const sid = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid=')) ?? '';
  const cookie = [sid.slice(0, sid.indexOf(';')), ...(zona ? [`${COOKIE_DESFASE_HORARIO}=${zona}`] : [])].join('; ');
  const con = <T extends request.Test>(t: T) => t.set('x-requested-with', 'Recepcion').set('Cookie', cookie);
  return {
    hotel,
    cookie,
    get: (ruta: string) => con(request(api.server).get(ruta)),
    post: (ruta: string, cuerpo?: object) => con(request(api.server).post(ruta)).send(cuerpo ?? {}),
  };
}

/** A request of `m`'s desk (its session and zone) that `mostrador` has no shortcut for. */
const con = <T extends request.Test>(m: { cookie: string }, t: T) => t.set('x-requested-with', 'Recepcion').set('Cookie', m.cookie);

describe('the hotel’s day', () => {
  it('at 21:30 in Santiago (01:30 UTC of the next day) today is still the 10th: it cannot be closed, and a stay of the 11th cannot check in', async () => {
    const m = await mostrador(chile, 'America/Santiago');
    expect((await m.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-10' });
    expect((await m.post('/api/CierreDia/2027-05-10').expect(400)).body).toEqual({ Message: M.soloFechasPasadas(formatearFecha('2027-05-10')) });
    await m.post('/api/CierreDia/2027-05-09').expect(200);
    const manana = (await m.post('/api/ReservasB', m.hotel.cuerpoReserva(0, '2027-05-11', '2027-05-13')).expect(200)).body;
    expect((await m.get(`/api/calendario/CheckIn/${manana.Id}`).expect(400)).body).toEqual({ Message: MENSAJES_RESERVAS.checkInAntesDeLlegar });
    const hoy = (await m.post('/api/ReservasB', m.hotel.cuerpoReserva(1, '2027-05-10', '2027-05-12')).expect(200)).body;
    await m.get(`/api/calendario/CheckIn/${hoy.Id}`).expect(200);
  });

  it('at 21:30 in Santiago a waiting-list entry for tonight is still on the list, and «Reservar» books it', async () => {
    const m = await mostrador(chile, 'America/Santiago');
    const espera = (await m.post('/api/ListaEspera', { CheckIn: '2027-05-10', CheckOut: '2027-05-11', ClienteId: m.hotel.clienteReserva.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 }).expect(200)).body;
    expect((await m.get('/api/ListaEspera/Busqueda/2027-05-09/2027-05-20').expect(200)).body.map((f: { Id: number }) => f.Id)).toEqual([espera.Id]);
    // UTC's day (the 11th) has left it behind: a caller without the zone does not see it.
    const utc = await mostrador(chile);
    const otra = (await utc.post('/api/ListaEspera', { CheckIn: '2027-05-10', CheckOut: '2027-05-11', ClienteId: utc.hotel.clienteReserva.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 }).expect(200)).body;
    expect((await utc.get('/api/ListaEspera/Busqueda/2027-05-09/2027-05-20').expect(200)).body.map((f: { Id: number }) => f.Id)).not.toContain(otra.Id);
    expect((await m.post(`/api/ListaEspera/${espera.Id}/Reservar`).expect(200)).body).toMatchObject({ CheckIn: '2027-05-10', CheckOut: '2027-05-11' });
  });

  it('a caller without the zone gets UTC’s day', async () => {
    const m = await mostrador(chile);
    expect((await m.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-11' });
  });

  it('at 00:30 in Madrid (22:30 UTC of the day before) yesterday is over: the night audit closes it', async () => {
    const m = await mostrador(espana, 'Europe/Madrid');
    expect((await m.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-11' });
    // Cancelled now, at 00:30 of the 11th in Madrid: the 11th's cancellation, not the 10th's (UTC's day).
    const anulada = (await m.post('/api/ReservasB', m.hotel.cuerpoReserva(0, '2027-06-01', '2027-06-03')).expect(200)).body;
    await con(m, request(espana.server).put(`/api/calendario/AnularReserva/${anulada.Id}`)).send({ texto: 'Cambio de planes' }).expect(200);
    expect((await m.post('/api/CierreDia/2027-05-10').expect(200)).body.Cifras).toMatchObject({ Anulaciones: 0 });
  });

  it('a zone that is not one, or further than a day from UTC, is UTC’s day', async () => {
    for (const zona of ['Marte/Olympus', '../../etc', '-3000']) {
      const m = await mostrador(chile, zona);
      expect((await m.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-11' });
    }
  });
});

describe('the hotel’s own time zone', () => {
  it('chosen in the company settings, decides the day of every desk whatever its browser says; a name Intl does not know is refused', async () => {
    const m = await mostrador(chile, 'Europe/Madrid');
    const configId = m.hotel.sesion.config.Id;
    expect((await m.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-11' });
    const guardar = (ZonaHoraria: unknown) => con(m, request(chile.server).put(`/api/Configuraciones/${configId}`)).send({ Nombre: 'Hotel', ZonaHoraria });
    for (const mala of ['Marte/Olympus', '-180', 'UTC+3', 42, 'x'.repeat(80)]) {
      expect([mala, (await guardar(mala).expect(400)).body]).toEqual([mala, { Message: MENSAJES_CUENTA.zonaHorariaDesconocida }]);
    }
    // Written as Intl writes it.
    expect((await guardar('america/santiago').expect(200)).body).toMatchObject({ ZonaHoraria: 'America/Santiago' });
    // A desk in Madrid, one without the cookie, the day's close and check-in: Santiago's 21:30 of the 10th.
    const madrid = await entrarConCookie(chile, m.hotel, 'Europe/Madrid');
    expect((await madrid.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-10' });
    const sinZona = await entrarConCookie(chile, m.hotel);
    expect((await sinZona.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-10' });
    const manana = (await sinZona.post('/api/ReservasB', m.hotel.cuerpoReserva(0, '2027-05-11', '2027-05-12')).expect(200)).body;
    expect((await sinZona.get(`/api/calendario/CheckIn/${manana.Id}`).expect(400)).body).toEqual({ Message: MENSAJES_RESERVAS.checkInAntesDeLlegar });
    // Cleared: a desk without the cookie is on UTC's day again.
    expect((await guardar(null).expect(200)).body).toMatchObject({ ZonaHoraria: null });
    expect((await (await entrarConCookie(chile, m.hotel)).get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-11' });
  });

  it('a hotel without one takes the zone of the first sign-in from a browser that names a place’s; offsets and UTC are not learned, and a zone once set stays', async () => {
    const hotel = await hotelParaReservar(chile.server, 1, 'Inés Araya');
    expect((await entrarConCookie(chile, hotel)).config).toMatchObject({ ZonaHoraria: null });
    expect((await entrarConCookie(chile, hotel, '-240')).config).toMatchObject({ ZonaHoraria: null });
    expect((await entrarConCookie(chile, hotel, 'UTC')).config).toMatchObject({ ZonaHoraria: null });
    expect((await entrarConCookie(chile, hotel, 'America/Santiago')).config).toMatchObject({ ZonaHoraria: 'America/Santiago' });
    expect((await entrarConCookie(chile, hotel, 'Europe/Madrid')).config).toMatchObject({ ZonaHoraria: 'America/Santiago' });
    // Every desk now has Santiago's day, its own browser's zone or not.
    const desk = await entrarConCookie(chile, hotel, 'Asia/Tokyo');
    expect((await desk.get('/api/CierreDia').expect(200)).body).toMatchObject({ Hoy: '2027-05-10' });
  });

  it('a room freed at 21:30 in Santiago is offered to tonight’s waiting-list entry', async () => {
    const m = await mostrador(chile);
    await con(m, request(chile.server).put(`/api/Configuraciones/${m.hotel.sesion.config.Id}`)).send({ Nombre: 'Hotel', ZonaHoraria: 'America/Santiago' }).expect(200);
    const desk = await entrarConCookie(chile, m.hotel);
    const [primera] = await Promise.all([0, 1].map(async (h) => (await desk.post('/api/ReservasB', m.hotel.cuerpoReserva(h, '2027-05-10', '2027-05-11')).expect(200)).body.Id as number));
    await desk.post('/api/ListaEspera', { CheckIn: '2027-05-10', CheckOut: '2027-05-11', ClienteId: m.hotel.clienteReserva.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 }).expect(200);
    const avisos: unknown[] = [];
    const escucha = chile.app.get(EventBus).subscribe((e) => {
      if (e instanceof EntidadCambiada && e.hotelId === m.hotel.hotelId && e.entidad === ENTIDAD_EN_VIVO_RESERVAS.listaEspera && typeof e.datos === 'object' && e.datos !== null && 'Disponibles' in e.datos) avisos.push(e.datos);
    });
    try {
      await con(m, request(chile.server).put(`/api/calendario/AnularReserva/${primera}`)).send({ texto: 'Cambio de planes' }).expect(200);
      // The re-check gathers the hotel's changes for a moment, then reads: on a loaded machine, seconds.
      for (let i = 0; i < 300 && avisos.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      escucha.unsubscribe();
    }
    expect(avisos).toEqual([{ Disponibles: 1 }]);
  });

  it('the booking page takes arrivals for the hotel’s today until its own midnight', async () => {
    const { publico, slug, desk, hotel, anticipacionMaxima } = await motorAbierto();
    const busqueda = `/api/Publico/${slug}/Disponibilidad/2027-05-10/2027-05-11/1`;
    // No zone: UTC's day is the 11th, so the 10th is past.
    expect((await publico.get(busqueda).expect(400)).body).toEqual({ Message: MENSAJES_MOTOR.anticipacionFuera(formatearFecha('2027-05-11'), formatearFecha(sumarDias('2027-05-11', anticipacionMaxima))) });
    await con(desk, request(chile.server).put(`/api/Configuraciones/${hotel.sesion.config.Id}`)).send({ Nombre: 'Hotel', ZonaHoraria: 'America/Santiago' }).expect(200);
    // 21:30 of the 10th in Santiago: a guest may still arrive tonight.
    expect((await publico.get(busqueda).expect(200)).body).toEqual([expect.objectContaining({ TipoHabitacionId: hotel.habitaciones[0].TipoHabitacionId, Total: 50000 })]);
  });
});

/** A session of `hotel`'s administrator signed in from a browser whose `tz` cookie is `zona` (none: no cookie), with the configuration it answered. */
async function entrarConCookie(api: TestApi, hotel: HotelParaReservar, zona?: string) {
  const login = request(api.server).post('/api/Cuenta/Login').set('x-requested-with', 'Recepcion');
  if (zona) login.set('Cookie', `${COOKIE_DESFASE_HORARIO}=${zona}`);
  const respuesta = await login.send({ email: hotel.email, password: hotel.password }).expect(200);
  const sid = (respuesta.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid=')) ?? '';
  const cookie = [sid.slice(0, sid.indexOf(';')), ...(zona ? [`${COOKIE_DESFASE_HORARIO}=${zona}`] : [])].join('; ');
  const conSesion = <T extends request.Test>(t: T) => t.set('x-requested-with', 'Recepcion').set('Cookie', cookie);
  return {
    config: respuesta.body.config as { Id: number; ZonaHoraria: string | null },
    get: (ruta: string) => conSesion(request(api.server).get(ruta)),
    post: (ruta: string, cuerpo?: object) => conSesion(request(api.server).post(ruta)).send(cuerpo ?? {}),
  };
}

/** A one-room hotel on Santiago's 21:30 whose booking page sells its «Doble» at 50.000 a night from today, without a zone yet. */
async function motorAbierto() {
  const desk = await mostrador(chile);
  const { hotel } = desk;
  const temporada = (await desk.post('/api/Temporadas', { Nombre: 'Todo el año', FechaInicial: '2027-05-01', FechaFinal: '2028-06-01' }).expect(200)).body;
  await desk
    .post('/api/TarifasB', { TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: hotel.habitaciones[0].TipoHabitacionId, Valor: 50000 }] })
    .expect(200);
  const slug = `hotel-${randomUUID().slice(0, 8)}`;
  const base = (await desk.get('/api/MotorReservas').expect(200)).body;
  await con(desk, request(chile.server).put('/api/MotorReservas')).send({ ...base, Activo: true, Slug: slug, DiasAnticipacionMinima: 0 }).expect(200);
  return { publico: nuevoCliente(chile.server), slug, desk, hotel, anticipacionMaxima: base.DiasAnticipacionMaxima as number };
}
