import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MENSAJE_CONFLICTO, MENSAJES_MOTOR, MENSAJES_RESERVAS } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { startTestApi, type TestApi } from '../support/test-api';

// 16 guests on the booking page race for the last 3 rooms of a type while 4 receptionists book the
// same nights at the front desk, on two API processes. Exactly 3 bookings win in all, nothing
// overlaps, nothing answers 5xx. Races prove something only on PostgreSQL (CI sets DATABASE_URL).
const describeEnPostgres = enPostgres ? describe : describe.skip;

describeEnPostgres('the booking page under contention (PostgreSQL)', () => {
  let a: TestApi;
  let b: TestApi;
  let db: pg.Client;

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApi(), startTestApi()]);
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), db?.end()]);
  });

  it('lets exactly 3 of 16 guests and 4 receptionists have the last 3 rooms, with no overlap and no 5xx', async () => {
    const hotel = await hotelParaReservar(a.server, 3);
    const c = hotel.cliente;
    const hoy = new Date().toISOString().slice(0, 10);
    const desde = sumarDias(hoy, 20);
    const hasta = sumarDias(desde, 2);
    const tipo = hotel.habitaciones[0].TipoHabitacionId;
    const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Anual', FechaInicial: hoy, FechaFinal: sumarDias(hoy, 200) }).expect(200)).body;
    await c.post('/api/TarifasB').send({ TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: tipo, Valor: 45000 }] }).expect(200);
    const slug = `carrera-${randomUUID().slice(0, 8)}`;
    const base = (await c.get('/api/MotorReservas')).body;
    await c.put('/api/MotorReservas').send({ ...base, Activo: true, Slug: slug }).expect(200);

    const respuestas: { quien: string; status: number; body: { Message?: string } }[] = [];
    const huesped = async (i: number) => {
      const r = await nuevoCliente(i % 2 === 0 ? a.server : b.server)
        .post(`/api/Publico/${slug}/Reservas`)
        .set('Idempotency-Key', randomUUID())
        .send({ TipoHabitacionId: tipo, CheckIn: desde, CheckOut: hasta, Adultos: 2, Ninos: 0, Nombre: `Huésped ${i}`, Email: `h${i}@carrera.test`, Telefono: '+56 9 1234 5678', PaisId: 35, AceptaPolitica: true, SegundosLlenado: 30 });
      respuestas.push({ quien: 'huesped', status: r.status, body: r.body });
    };
    const recepcionista = async (i: number) => {
      const r = await c.post('/api/ReservasB').send(hotel.cuerpoReserva(i % 3, desde, hasta));
      respuestas.push({ quien: 'recepcion', status: r.status, body: r.body });
    };
    await Promise.all([...Array.from({ length: 16 }, (_, i) => huesped(i)), ...Array.from({ length: 4 }, (_, i) => recepcionista(i))]);

    expect(respuestas.filter((r) => r.status >= 500)).toEqual([]);
    expect(respuestas.filter((r) => r.status === 200)).toHaveLength(3);
    const refusals = respuestas.filter((r) => r.status !== 200);
    const esperados = new Set<string>([MENSAJES_MOTOR.agotado, MENSAJES_RESERVAS.noDisponible, MENSAJE_CONFLICTO]);
    expect(refusals.filter((r) => !esperados.has(r.body.Message ?? ''))).toEqual([]);
    expect(refusals.filter((r) => r.quien === 'huesped').every((r) => r.status === 409)).toBe(true);

    const { rows } = await db.query(
      `select (select count(*)::int from ocupacion x join ocupacion y on x.hotel_id = y.hotel_id and x.habitacion_id = y.habitacion_id and x.id < y.id and x.estadia && y.estadia where x.hotel_id = $1) as solapes,
              (select count(*)::int from reserva where hotel_id = $1 and not eliminada) as reservas,
              (select count(*)::int from motor_reserva where hotel_id = $1) as web`,
      [hotel.hotelId],
    );
    expect(rows[0].solapes).toBe(0);
    expect(rows[0].reservas).toBe(3);
    // Every web booking that won has its guest's page; none that lost left one behind.
    expect(rows[0].web).toBe(respuestas.filter((r) => r.quien === 'huesped' && r.status === 200).length);
  });
});
