import { randomUUID } from 'node:crypto';
import { EventBus } from '@nestjs/cqrs';
import { type CambioEstadoPiso, ENTIDAD_EN_VIVO_PISOS, EntidadCambiada, type HabitacionPiso, MENSAJES_PISOS as M, mensajeSinPermisoTipo } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { ServicioDiarioProgramado } from '@recepcion/pisos-module';
import { type Cliente, hotelParaReservar, type HotelParaReservar, nuevoCliente, RelojDePrueba } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Housekeeping's daily service: a hotel setting (GET/PUT /api/Pisos/Configuracion, administrators
// change it) and, at the start of each day, the rooms whose guests were in house last night
// become Sucia once, as the system's change, whichever of two API processes (their schedulers or
// a read of the board) gets there first.

// A day of its own, years ahead: the shared database's other API processes, on the real clock,
// never owe this hotel's days, and this file's looks owe none of theirs.
const inicio = `2034-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`;
const reloj = new RelojDePrueba(`${inicio}T09:00:00Z`);
const hoy = () => reloj.leer().toISOString().slice(0, 10);
// The looks are made by the test (`mirar`), not by a timer.
const env = { SERVICIO_DIARIO_INTERVALO_MINUTOS: '0' };

let a: TestApi;
let b: TestApi;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestApi({ clock: reloj.leer, env }), startTestApi({ clock: reloj.leer, env })]);
});
afterAll(() => Promise.all([a?.close(), b?.close()]));
conContrato(() => a);

const mirar = (api: TestApi) => api.app.get(ServicioDiarioProgramado, { strict: false }).mirar();

/** Signed in on this process for 90 days (the test moves its clock by days). */
async function sesion(api: TestApi, cuenta: { email: string; password: string }): Promise<Cliente> {
  const c = nuevoCliente(api.server);
  await c.post('/api/Cuenta/Login').send({ ...cuenta, recordar: true }).expect(200);
  return c;
}

async function usuarioDeTipo(hotel: HotelParaReservar, tipo: 'CA' | 'RE', nombre: string): Promise<Cliente> {
  const email = `${tipo.toLowerCase()}-${randomUUID()}@hotel.test`;
  const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre, email, password: 'secreto123' }).expect(200)).body;
  await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: tipo }).expect(200);
  return sesion(a, { email, password: 'secreto123' });
}

const estados = async (c: Cliente): Promise<string[]> => ((await c.get('/api/Pisos').expect(200)).body as HabitacionPiso[]).map((h) => h.Estado);
const historial = async (c: Cliente, habitacionId: number): Promise<[string, string, string, string | null][]> =>
  ((await c.get(`/api/Pisos/${habitacionId}/Historial`).expect(200)).body as CambioEstadoPiso[]).map((x) => [x.De, x.A, x.Motivo, x.Usuario]);

/**
 * Four rooms from today for three nights: 0 checked in, 1 booked but not checked in (nobody in
 * house), 2 vacant, 3 checked in and already dirty. Its administrator signed in on both processes.
 */
async function hotelConHuespedes() {
  const hotel = await hotelParaReservar(a.server, 4);
  const [enA, enB] = await Promise.all([sesion(a, hotel), sesion(b, hotel)]);
  const reservar = async (h: number) => (await enA.post('/api/ReservasB').send(hotel.cuerpoReserva(h, hoy(), sumarDias(hoy(), 3))).expect(200)).body.Id as number;
  const enCasa = await reservar(0);
  await reservar(1);
  const sucia = await reservar(3);
  await enA.get(`/api/calendario/CheckIn/${enCasa}`).expect(200);
  await enA.get(`/api/calendario/CheckIn/${sucia}`).expect(200);
  await enA.put(`/api/Pisos/${hotel.habitaciones[3].Id}`).send({ Estado: 'Sucia' }).expect(200);
  return { hotel, enA, enB, ids: hotel.habitaciones.map((h) => h.Id) };
}

describe('the daily service setting', () => {
  it('is off by default, read by every type that sees the board, changed by administrators only', async () => {
    const hotel = await hotelParaReservar(a.server, 1);
    const ad = await sesion(a, hotel);
    expect((await ad.get('/api/Pisos/Configuracion').expect(200)).body).toEqual({ ServicioDiario: false });
    expect((await ad.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200)).body).toEqual({ ServicioDiario: true });

    const ca = await usuarioDeTipo(hotel, 'CA', 'Rosa Camarera');
    expect((await ca.get('/api/Pisos/Configuracion').expect(200)).body).toEqual({ ServicioDiario: true });
    expect((await ca.put('/api/Pisos/Configuracion').send({ ServicioDiario: false }).expect(403)).body).toEqual({ Message: mensajeSinPermisoTipo('CA') });
    const re = await usuarioDeTipo(hotel, 'RE', 'Raúl Recepción');
    expect((await re.put('/api/Pisos/Configuracion').send({ ServicioDiario: false }).expect(403)).body).toEqual({ Message: mensajeSinPermisoTipo('RE') });

    for (const cuerpo of [{}, { ServicioDiario: 'sí' }, { ServicioDiario: 1 }, { ServicioDiario: null }]) {
      expect([cuerpo, (await ad.put('/api/Pisos/Configuracion').send(cuerpo).expect(400)).body]).toEqual([cuerpo, { Message: M.servicioDiarioNoValido }]);
    }
    expect((await ad.get('/api/Pisos/Configuracion')).body).toEqual({ ServicioDiario: true });
    // Another hotel has its own.
    const otro = await hotelParaReservar(a.server, 1);
    expect((await otro.cliente.get('/api/Pisos/Configuracion')).body).toEqual({ ServicioDiario: false });
  });
});

describe('the start of each day', () => {
  it('changes nothing while the setting is off', async () => {
    const { enA, ids } = await hotelConHuespedes();
    reloj.avanzarDias(1);
    await mirar(a);
    expect(await estados(enA)).toEqual(['Limpia', 'Limpia', 'Limpia', 'Sucia']);
    expect(await historial(enA, ids[0])).toEqual([]);
  });

  it('with it on, makes the rooms with guests in house dirty once a day, as «Servicio diario» by the system, however many processes try', async () => {
    const { enA, enB, ids, hotel } = await hotelConHuespedes();
    const ca = await usuarioDeTipo(hotel, 'CA', 'Rosa Camarera');
    // Turned on today, it starts tomorrow: the rooms cleaned today stay clean.
    await enA.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    await mirar(a);
    expect(await estados(enA)).toEqual(['Limpia', 'Limpia', 'Limpia', 'Sucia']);

    reloj.avanzarDias(1);
    const anunciadas: unknown[] = [];
    const escuchas = [a, b].map((api) =>
      api.app.get(EventBus).subscribe((e) => {
        if (e instanceof EntidadCambiada && e.hotelId === hotel.hotelId && e.entidad === ENTIDAD_EN_VIVO_PISOS) anunciadas.push(e.datos);
      }),
    );
    try {
      // Both processes' schedulers and a board read on each, at once (one after the other on PGlite).
      const intentos = [() => mirar(a), () => mirar(b), () => enA.get('/api/Pisos').expect(200), () => enB.get('/api/Pisos').expect(200)];
      if (enPostgres) await Promise.all(intentos.map((f) => f()));
      else for (const f of intentos) await f();
    } finally {
      for (const e of escuchas) e.unsubscribe();
    }
    // Checked in: dirty. Booked but not arrived, and vacant: unchanged. Already dirty: no new change.
    expect(await estados(ca)).toEqual(['Sucia', 'Limpia', 'Limpia', 'Sucia']);
    expect(await historial(ca, ids[0])).toEqual([['Limpia', 'Sucia', 'servicio-diario', null]]);
    expect(await historial(ca, ids[1])).toEqual([]);
    expect(await historial(ca, ids[2])).toEqual([]);
    expect(await historial(ca, ids[3])).toEqual([['Limpia', 'Sucia', 'manual', 'Recepcionista de Prueba']]);
    // Every open board is told, by the process that did it (the live channel's `up` of Pisos, as after a tap).
    expect(anunciadas).toEqual([{ HabitacionId: ids[0], Estado: 'Sucia' }]);

    // Cleaned during the day: later looks the same day leave it clean.
    await ca.put(`/api/Pisos/${ids[0]}`).send({ Estado: 'Limpia' }).expect(200);
    reloj.avanzarMinutos(600);
    await Promise.all([mirar(a), mirar(b)]);
    expect(await estados(enB)).toEqual(['Limpia', 'Limpia', 'Limpia', 'Sucia']);

    // The next day, with no scheduler at all: the first read of the board does it.
    reloj.avanzarDias(1);
    expect(await estados(ca)).toEqual(['Sucia', 'Limpia', 'Limpia', 'Sucia']);
    expect((await historial(ca, ids[0])).map(([, aEstado, motivo]) => `${aEstado} ${motivo}`)).toEqual(['Sucia servicio-diario', 'Limpia manual', 'Sucia servicio-diario']);
  });

  it('turned off, stops; turned on again, starts the day after', async () => {
    const { enA, ids } = await hotelConHuespedes();
    await enA.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    await enA.put('/api/Pisos/Configuracion').send({ ServicioDiario: false }).expect(200);
    reloj.avanzarDias(1);
    await mirar(a);
    expect(await estados(enA)).toEqual(['Limpia', 'Limpia', 'Limpia', 'Sucia']);
    await enA.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    // Saved on twice: the day owed is not skipped.
    reloj.avanzarDias(1);
    await enA.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    await mirar(b);
    expect(await estados(enA)).toEqual(['Sucia', 'Limpia', 'Limpia', 'Sucia']);
    expect(await historial(enA, ids[0])).toEqual([['Limpia', 'Sucia', 'servicio-diario', null]]);
  });
});

describe('the hotel’s own midnight', () => {
  // 15:00 UTC: the same day in Santiago (UTC-3 or UTC-4, by the season of the random date).
  const dia = sumarDias(inicio, 120);
  const relojChile = new RelojDePrueba(`${dia}T15:00:00Z`);
  let chile: TestApi;
  beforeAll(async () => {
    chile = await startTestApi({ clock: relojChile.leer, env });
  });
  afterAll(() => chile?.close());

  /** A one-room hotel with its guest checked in tonight and the daily service on; `zona`: its configuration's time zone. */
  async function hotelConServicio(zona: string | null) {
    const hotel = await hotelParaReservar(chile.server, 1);
    const c = await sesion(chile, hotel);
    await c.put(`/api/Configuraciones/${hotel.sesion.config.Id}`).send({ Nombre: 'Hotel', ZonaHoraria: zona }).expect(200);
    const id = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, dia, sumarDias(dia, 3))).expect(200)).body.Id;
    await c.get(`/api/calendario/CheckIn/${id}`).expect(200);
    await c.put('/api/Pisos/Configuracion').send({ ServicioDiario: true }).expect(200);
    return c;
  }

  it('comes after midnight in the hotel’s time zone: not at UTC’s, when a Chilean evening is still on', async () => {
    const [santiago, sinZona] = [await hotelConServicio('America/Santiago'), await hotelConServicio(null)];
    // 01:00 UTC of the next day: 21:00 or 22:00 in Santiago, still the same day there.
    relojChile.avanzarMinutos(10 * 60);
    await mirar(chile);
    expect(await estados(santiago)).toEqual(['Limpia']);
    // A hotel without a zone keeps UTC's day, as before.
    expect(await estados(sinZona)).toEqual(['Sucia']);
    // 04:00 UTC: 00:00 or 01:00 in Santiago, the next day.
    relojChile.avanzarMinutos(3 * 60);
    await mirar(chile);
    expect(await estados(santiago)).toEqual(['Sucia']);
  });
});
