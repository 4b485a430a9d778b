import pg from 'pg';
import { ReconstruirCalendario } from '@recepcion/calendario-module';
import { ReconstruirInformes } from '@recepcion/informes-module';
import { ReconstruirReservas } from '@recepcion/reservas-module';
import { EntityManager } from '@mikro-orm/postgresql';
import { comoSistema, DATABASE_CONNECTION, type DatabaseConnection, reconstruirPartes } from '@recepcion/platform';
import { sumarDias } from '@recepcion/domain';
import { hotelParaReservar } from '@recepcion/testing';
import { reconstruirTodo } from '../../src/replay';
import { enPostgres } from '../support/base-de-datos';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
let db: pg.Client;

beforeAll(async () => {
  api = await startTestApi();
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await api.close();
});

/** Every read-model row of one hotel that the replay rebuilds, in a fixed order. */
async function filas(hotelId: number) {
  const de = async (sql: string) => (await db.query(sql, [hotelId])).rows;
  return {
    reserva: await de('select * from reserva where hotel_id = $1 order by id'),
    ocupacion: await de('select hotel_id, habitacion_id, estadia::text, origen, origen_id, linea_id from ocupacion where hotel_id = $1 order by origen, origen_id, linea_id'),
    calendarioReserva: await de('select * from calendario_reserva where hotel_id = $1 order by reserva_id'),
    calendarioCelda: await de('select reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia::text from calendario_celda where hotel_id = $1 order by reserva_id, linea_id'),
    calendarioBloqueo: await de('select bloqueo_id, hotel_id, habitacion_id, estadia::text from calendario_bloqueo where hotel_id = $1 order by bloqueo_id'),
    informeReserva: await de('select * from informe_reserva where hotel_id = $1 order by reserva_id'),
    informeNoche: await de('select * from informe_noche where hotel_id = $1 order by reserva_id, linea_id, fecha'),
    informeHuesped: await de('select * from informe_huesped where hotel_id = $1 order by reserva_id, linea_id, cliente_id'),
    informeMovimiento: await de('select * from informe_movimiento where hotel_id = $1 order by reserva_id, tipo, fecha, importe'),
    informeBloqueo: await de('select * from informe_bloqueo where hotel_id = $1 order by bloqueo_id'),
  };
}

/** Reservations whose dates in the calendar's or the reports' rows differ from the reservation's own. */
async function fechasQueNoCoinciden(hotelId: number) {
  const { rows } = await db.query(
    `select r.id from reserva r
       join calendario_reserva c on c.reserva_id = r.id
       join informe_reserva i on i.reserva_id = r.id
      where r.hotel_id = $1 and not r.eliminada
        and (c.check_in::text, c.check_out::text, i.check_in::text, i.check_out::text, i.datos->'general'->>'CheckIn', i.datos->'general'->>'CheckOut')
            is distinct from (r.datos->>'CheckIn', r.datos->>'CheckOut', r.datos->>'CheckIn', r.datos->>'CheckOut', r.datos->>'CheckIn', r.datos->>'CheckOut')`,
    [hotelId],
  );
  return rows.map((x) => x.id);
}

/** A hotel whose reservations and blocks have lived every kind of event the read models follow. */
async function hotelConHistoria() {
  const hotel = await hotelParaReservar(api.server, 4, 'Replay');
  const { cliente: c, habitaciones, clienteReserva: cliente } = hotel;
  const base = (h: number, desde: string, hasta: string) => hotel.cuerpoReserva(h, desde, hasta, 45000);
  const crear = async (h: number, desde: string, hasta: string) => (await c.post('/api/ReservasB').send(base(h, desde, hasta)).expect(200)).body;
  const a = await crear(0, '2027-03-01', '2027-03-05');
  // In the house: checked in, so its stay has begun.
  const hoy = new Date().toISOString().slice(0, 10);
  const b = await crear(1, sumarDias(hoy, -1), sumarDias(hoy, 1));
  const d = await crear(2, '2027-03-10', '2027-03-12');
  const e = await crear(3, '2027-03-01', '2027-03-03');
  const f = await crear(3, '2027-03-20', '2027-03-22');
  const g = await crear(2, '2027-03-20', '2027-03-23');
  const pago = { Fecha: '2027-03-02', HabitacionId: habitaciones[0].Id, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 };
  const huesped = { PasajeroId: cliente.Id, HabitacionId: habitaciones[0].Id };
  await c
    .put(`/api/ReservasB/${a.Id}`)
    .send({ ...base(0, '2027-03-01', '2027-03-06'), NombreGrupo: 'Congreso', Comentario: 'Llegan tarde', Version: 1, Ingresos: [pago], Pasajeros: [huesped] })
    .expect(200);
  await c.get(`/api/calendario/CheckIn/${b.Id}`).expect(200);
  await c.put(`/api/calendario/AnularReserva/${d.Id}`).send({ texto: 'No vino' }).expect(200);
  await c.put(`/api/Calendario/SetTrasladoReserva/${e.Id}-1`).send({ start_date: '2027-03-14', end_date: '2027-03-16', room: habitaciones[1].Id }).expect(200);
  await c.put(`/api/Calendario/SetExpandirReservaRecurso/${g.Id}-1`).send({ start_date: '2027-03-20', end_date: '2027-03-25', room: habitaciones[2].Id }).expect(200);
  await c.delete(`/api/ReservasB/${f.Id}`).expect(200);
  const bloqueo = (await c.post('/api/Bloqueos').send({ Fecha: '2027-04-01', Noches: 2, HabitacionId: habitaciones[0].Id }).expect(200)).body;
  await c.put(`/api/Bloqueos/${bloqueo.Id}`).send({ Fecha: '2027-04-02', Noches: 3, HabitacionId: habitaciones[1].Id }).expect(200);
  const quitado = (await c.post('/api/Bloqueos').send({ Fecha: '2027-04-10', Noches: 1, HabitacionId: habitaciones[2].Id }).expect(200)).body;
  await c.delete(`/api/Bloqueos/${quitado.Id}`).expect(200);
  await c.post('/api/FueraServicio').send({ HabitacionId: habitaciones[2].Id, Desde: '2027-04-20', Hasta: '2027-04-22', Motivo: 'Pintura' }).expect(200);
  return { hotelId: hotel.hotelId, hotel, a, b, e, g };
}

/** Wrong rows of every kind, for the rebuild to put right: missing, changed and left over. */
async function estropear(hotelId: number, a: { Id: number }, b: { Id: number }) {
  await db.query('delete from reserva where id = $1', [a.Id]);
  await db.query(`update reserva set datos = '{}'::jsonb, version = 99 where id = $1`, [b.Id]);
  await db.query(`delete from ocupacion where origen = 'reserva' and origen_id = $1`, [b.Id]);
  await db.query('delete from calendario_reserva where reserva_id = $1', [a.Id]);
  await db.query('update calendario_celda set pasajeros = 9 where reserva_id = $1', [b.Id]);
  await db.query('delete from calendario_bloqueo where hotel_id = $1', [hotelId]);
  await db.query('delete from informe_noche where reserva_id = $1', [a.Id]);
  await db.query('update informe_reserva set estado_id = 99 where reserva_id = $1', [b.Id]);
  await db.query('delete from informe_bloqueo where hotel_id = $1', [hotelId]);
}

/** Something else (a block's row) now holds the reservation's nights: the exclusion constraint must refuse its rebuilt ones. */
async function ocuparNochesDe(hotelId: number, reservaId: number) {
  const [noche] = (await db.query(`select habitacion_id, estadia::text from ocupacion where origen = 'reserva' and origen_id = $1`, [reservaId])).rows;
  await db.query(`delete from ocupacion where origen = 'reserva' and origen_id = $1`, [reservaId]);
  await db.query(`insert into ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id) values ($1, $2, $3::daterange, 'bloqueo', 0)`, [
    hotelId,
    noche.habitacion_id,
    noche.estadia,
  ]);
}

describe('tools/replay', () => {
  it('rebuilds from the events exactly the rows the inline projections wrote, whatever the rows were', async () => {
    const { hotelId, a, b, e, g } = await hotelConHistoria();
    const antes = await filas(hotelId);
    expect(antes.reserva).toHaveLength(6);
    expect(antes.reserva.filter((r) => r.eliminada)).toHaveLength(1);
    // Neither the cancelled nor the deleted reservation keeps its nights; the remaining block and the period out of order keep their own.
    expect(antes.ocupacion.filter((o) => o.origen === 'reserva')).toHaveLength(4);
    expect(antes.ocupacion.filter((o) => o.origen === 'bloqueo')).toHaveLength(2);
    expect(antes.calendarioReserva).toHaveLength(5);
    expect(antes.calendarioBloqueo).toHaveLength(2);
    expect(antes.informeMovimiento).toHaveLength(1);
    expect(antes.informeBloqueo.map((b) => b.motivo_fuera_servicio)).toEqual([null, 'Pintura']);
    // A moved (e: 01→03 Mar to 14→16 Mar) and a resized (g: 20→23 to 20→25 Mar) stay carry the
    // reservation's dates along in every read model, as in the reservation itself.
    expect(await fechasQueNoCoinciden(hotelId)).toEqual([]);
    const fechas = (await db.query('select r.id, r.datos->>\'CheckIn\' as desde, r.datos->>\'CheckOut\' as hasta from reserva r where r.id = any($1) order by r.id', [[e.Id, g.Id]])).rows;
    expect(fechas).toEqual([
      { id: e.Id, desde: '2027-03-14', hasta: '2027-03-16' },
      { id: g.Id, desde: '2027-03-20', hasta: '2027-03-25' },
    ]);

    await estropear(hotelId, a, b);
    expect(await filas(hotelId)).not.toEqual(antes);
    // As `npm run cli -- replay --hotel` runs it: the three parts at once, pages of thousands of events.
    const todo = await reconstruirTodo(api.app, hotelId);
    expect(todo.reservas.n).toBe(6);
    expect(await filas(hotelId)).toEqual(antes);

    // One read for the three parts, pages of two events: every stream of more than two is cut by a
    // page's end and put back together, and every part gets every page in order. On PostgreSQL each
    // part writes on its own connection, on the reader's snapshot.
    await estropear(hotelId, a, b);
    const partes = [ReconstruirReservas, ReconstruirCalendario, ReconstruirInformes].map((clase) => api.app.get(clase, { strict: false }).parte);
    const em = api.app.get(EntityManager, { strict: false });
    const database = api.app.get<DatabaseConnection>(DATABASE_CONNECTION, { strict: false });
    const [reservas, calendario, informes] = await comoSistema(api.app, () => reconstruirPartes(em, partes, { hotelId, lote: 2, database }));
    expect(reservas.n).toBe(6);
    expect(calendario.n).toBe(todo.calendario.n);
    expect(informes.n).toBe(todo.informes.n);
    expect(await filas(hotelId)).toEqual(antes);

    // Each part alone, pages of two events.
    await estropear(hotelId, a, b);
    const enLotes = (clase: typeof ReconstruirReservas | typeof ReconstruirCalendario | typeof ReconstruirInformes) =>
      comoSistema(api.app, () => api.app.get(clase, { strict: false }).reconstruir(hotelId, { lote: 2 }));
    expect(await enLotes(ReconstruirReservas)).toBe(6);
    expect(await enLotes(ReconstruirCalendario)).toBeGreaterThan(10);
    expect(await enLotes(ReconstruirInformes)).toBeGreaterThan(10);
    expect(await filas(hotelId)).toEqual(antes);
  });

  it('rebuilds the reservation and report rows that early check-outs, no-shows, charges and payments left, as they were written live', async () => {
    const hoy = new Date().toISOString().slice(0, 10);
    const dia = (n: number) => sumarDias(hoy, n);
    const hotel = await hotelParaReservar(api.server, 4, 'Replay cuentas');
    const { cliente: c, habitaciones, impuesto } = hotel;
    const crear = async (h: number, desde: string, hasta: string) => (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(h, desde, hasta, 30000)).expect(200)).body;
    // An early check-out: in yesterday, out today instead of the day after tomorrow.
    const temprana = await crear(0, dia(-1), dia(2));
    await c.get(`/api/calendario/CheckIn/${temprana.Id}`).expect(200);
    await c.get(`/api/calendario/CheckOut/${temprana.Id}?acortar=true&fecha=${hoy}`).expect(200);
    // A no-show.
    const ausente = await crear(1, hoy, dia(3));
    await c.put(`/api/calendario/NoPresentado/${ausente.Id}`).expect(200);
    // A charge and a payment added, then the charge changed and the payment removed.
    const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' }).expect(200)).body;
    const agua = (await c.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id }).expect(200)).body;
    const cuenta = await crear(2, dia(10), dia(13));
    const cargo = { Fecha: dia(11), CargoId: agua.Id, HabitacionId: habitaciones[2].Id, TipoImpuestoId: impuesto.Id, MonedaId: 'CLP', Precio: 1500, Cantidad: 2 };
    const pago = { Fecha: dia(10), HabitacionId: habitaciones[2].Id, Concepto: 'Abono', Valor: 20000, MonedaId: 'CLP', FormaPagoId: 1 };
    const cuerpo = hotel.cuerpoReserva(2, dia(10), dia(13), 30000);
    const conCuenta = (await c.put(`/api/ReservasB/${cuenta.Id}`).send({ ...cuerpo, Version: cuenta.Version, Cargos: [cargo], Ingresos: [pago] }).expect(200)).body;
    await c
      .put(`/api/ReservasB/${cuenta.Id}`)
      .send({ ...cuerpo, Version: conCuenta.Version, Cargos: [{ ...cargo, Id: conCuenta.Cargos[0].Id, Cantidad: 3 }], Ingresos: [pago, { ...pago, Concepto: 'Devolución', Valor: -5000 }] })
      .expect(200);
    const antes = await filas(hotel.hotelId);
    expect(antes.reserva.map((r) => [r.id, r.estado_id, r.datos.CheckOut])).toEqual([
      [temprana.Id, 8, hoy],
      [ausente.Id, 4, dia(3)],
      [cuenta.Id, 1, dia(13)],
    ]);
    expect(antes.reserva[1].datos.NoPresentado).toBe(true);
    expect(antes.informeNoche.filter((n) => n.reserva_id === temprana.Id)).toHaveLength(1);
    expect(antes.informeNoche.filter((n) => n.reserva_id === ausente.Id)).toHaveLength(0);
    expect(antes.informeMovimiento.map((m) => [m.tipo, Number(m.importe)])).toEqual([
      ['c', 4500],
      ['i', -5000],
      ['i', 20000],
    ]);
    expect(await fechasQueNoCoinciden(hotel.hotelId)).toEqual([]);

    await reconstruirTodo(api.app, hotel.hotelId);
    expect(await filas(hotel.hotelId)).toEqual(antes);
  });

  it('fails whole, with the clash as its error, when a night cannot be written back', async () => {
    const { hotelId, b } = await hotelConHistoria();
    await ocuparNochesDe(hotelId, b.Id);
    const antes = await filas(hotelId);

    const reconstruir = comoSistema(api.app, () => api.app.get(ReconstruirReservas, { strict: false }).reconstruir(hotelId, { lote: 2 }));
    await expect(reconstruir).rejects.toThrow(/ocupacion_sin_solape/);
    expect(await filas(hotelId)).toEqual(antes);
  });

  it('rolls every part back, with the clash as its error, when one part cannot write a night back in the replay of all three', async () => {
    const { hotelId, a, b } = await hotelConHistoria();
    await estropear(hotelId, a, b);
    await ocuparNochesDe(hotelId, a.Id);
    // The calendar's and the reports' rows were spoilt too: had their parts committed, they would be right now.
    const antes = await filas(hotelId);

    await expect(reconstruirTodo(api.app, hotelId)).rejects.toThrow(/ocupacion_sin_solape/);
    expect(await filas(hotelId)).toEqual(antes);
  });

  (enPostgres ? it : it.skip)('leaves reservations created while it runs to their own inline writes: each is there once, as a later replay would write it', async () => {
    const { hotelId, hotel } = await hotelConHistoria();
    const antes = await filas(hotelId);
    const em = api.app.get(EntityManager, { strict: false });
    const database = api.app.get<DatabaseConnection>(DATABASE_CONNECTION, { strict: false });
    // The replay waits, after its snapshot and the emptying, until the creates are committed.
    let vaciado!: () => void;
    const enFoto = new Promise<void>((r) => (vaciado = r));
    let seguir!: () => void;
    const creadas = new Promise<void>((r) => (seguir = r));
    const [reservas, calendario, informes] = [ReconstruirReservas, ReconstruirCalendario, ReconstruirInformes].map((clase) => api.app.get(clase, { strict: false }).parte);
    const partes = [
      { ...reservas, vaciar: async (...args: Parameters<typeof reservas.vaciar>) => (await reservas.vaciar(...args), vaciado()) },
      { ...calendario, escribir: async (...args: Parameters<typeof calendario.escribir>) => (await creadas, calendario.escribir(...args)) },
      informes,
    ];
    const replay = comoSistema(api.app, () => reconstruirPartes(em, partes, { hotelId, lote: 2, database }));
    await enFoto;
    const ids: number[] = [];
    for (const [h, desde, hasta] of [[0, '2027-05-01', '2027-05-04'], [1, '2027-05-02', '2027-05-03'], [0, '2027-05-10', '2027-05-12']] as const) {
      ids.push((await hotel.cliente.post('/api/ReservasB').send(hotel.cuerpoReserva(h, desde, hasta)).expect(200)).body.Id);
    }
    seguir();
    await replay;

    const despues = await filas(hotelId);
    const nuevas = (lista: Record<string, unknown>[], clave: string) => lista.filter((f) => ids.includes(f[clave] as number));
    expect(nuevas(despues.reserva, 'id')).toHaveLength(3);
    expect(nuevas(despues.ocupacion, 'origen_id')).toHaveLength(3);
    expect(nuevas(despues.calendarioReserva, 'reserva_id')).toHaveLength(3);
    expect(nuevas(despues.informeReserva, 'reserva_id')).toHaveLength(3);
    // The rest as it was, and everything as a replay after the creates writes it.
    expect({ ...despues, reserva: despues.reserva.filter((r) => !ids.includes(r.id)) }).toMatchObject({ reserva: antes.reserva });
    await reconstruirTodo(api.app, hotelId);
    expect(await filas(hotelId)).toEqual(despues);
  });
});
