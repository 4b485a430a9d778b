import { idDeStream, PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import type { ModoDeEscritura, Sentencia, SqlExecutor } from '@recepcion/platform';
import { anuladaConPagos, cuenta, huespedesDe, movimientosDe, nochesDe, type ReservaInforme } from '../../domain/reserva-informe';
import type { BloqueoEnInforme, FilaInforme } from './informes.evolucionar';

export const TABLAS_INFORMES = ['informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_reserva', 'informe_bloqueo'];

/** Derived from a reservation that counts, replaced whole with it. */
const TABLAS_HIJAS = ['informe_noche', 'informe_huesped', 'informe_movimiento'];

const ids = (streamIds: Iterable<string>, prefijo: string) => [...streamIds].map((s) => idDeStream(s, prefijo)).filter((id): id is number => id !== null);

/** The rows these streams have now: a reservation's state (`datos`), a block's row. */
export async function leerInformes(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, FilaInforme>> {
  const filas = new Map<string, FilaInforme>();
  const reservas = ids(streamIds, PREFIJO_STREAM_RESERVA);
  if (reservas.length > 0) {
    const leidas = await tx.query<{ datos: ReservaInforme }>('select datos from informe_reserva where reserva_id = any($1::int[])', [reservas]);
    for (const { datos } of leidas) filas.set(`${PREFIJO_STREAM_RESERVA}${datos.id}`, { tipo: 'reserva', reserva: datos });
  }
  const bloqueos = ids(streamIds, PREFIJO_STREAM_BLOQUEO);
  if (bloqueos.length > 0) {
    const leidas = await tx.query<{ bloqueo_id: number; hotel_id: number; habitacion_id: number; desde: string; hasta: string; motivo_fuera_servicio: string | null; canal: string | null }>(
      `select bloqueo_id, hotel_id, habitacion_id, to_char(desde, 'YYYY-MM-DD') as desde, to_char(hasta, 'YYYY-MM-DD') as hasta, motivo_fuera_servicio, canal
         from informe_bloqueo where bloqueo_id = any($1::int[])`,
      [bloqueos],
    );
    for (const b of leidas) {
      filas.set(`${PREFIJO_STREAM_BLOQUEO}${b.bloqueo_id}`, {
        tipo: 'bloqueo',
        bloqueoId: b.bloqueo_id,
        hotelId: b.hotel_id,
        habitacionId: b.habitacion_id,
        desde: b.desde,
        hasta: b.hasta,
        motivoFueraServicio: b.motivo_fuera_servicio,
        canal: b.canal,
      });
    }
  }
  return filas;
}

// A create's rows (`nuevas`), one reservation: the columns as arrays and `datos` as one JSON array
// beside them (inside a jsonb[] every quote of every document would be escaped by the driver and
// unescaped by the server); plain inserts, which go inside the insert of its events.
const INSERTAR_RESERVAS = `insert into informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
     select * from rows from (unnest($1::int[]), unnest($2::int[]), unnest($3::int[]), unnest($4::boolean[]), unnest($5::int[]),
                              unnest($6::date[]), unnest($7::date[]), jsonb_array_elements($8::jsonb))`;
const INSERTAR_NOCHES = `insert into informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::date[], $5::int[], $6::int[], $7::text[], $8::numeric[], $9::int[])`;
const INSERTAR_HUESPEDES = `insert into informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::date[], $7::date[])`;
const INSERTAR_MOVIMIENTOS = `insert into informe_movimiento (hotel_id, reserva_id, tipo, fecha, moneda_id, importe)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[], $6::numeric[])`;

// Rows that may exist (`reemplazar`: an edit, a replay page of thousands): one JSON document per
// statement (the driver's text arrays escape every element), and `datos` beside it one JSON text a
// line (JSON has no raw line break): PostgreSQL reads it that way a third faster than as strings
// inside the document.
const REEMPLAZAR_RESERVAS = `insert into informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
     select reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos::jsonb
       from rows from (
              json_to_recordset($1::json) as (reserva_id int, hotel_id int, estado_id int, vigente boolean, cliente_id int, check_in date, check_out date),
              string_to_table($2, E'\\n'))
         as x(reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
     on conflict (reserva_id) do update set estado_id = excluded.estado_id, vigente = excluded.vigente, cliente_id = excluded.cliente_id,
       check_in = excluded.check_in, check_out = excluded.check_out, datos = excluded.datos`;
const REEMPLAZAR_NOCHES = `insert into informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, linea_id int, fecha date, habitacion_id int, tipo_habitacion_id int, moneda_id text, importe numeric, pasajeros int)`;
const REEMPLAZAR_HUESPEDES = `insert into informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, linea_id int, cliente_id int, huespedes int, check_in date, check_out date)`;
const REEMPLAZAR_MOVIMIENTOS = `insert into informe_movimiento (hotel_id, reserva_id, tipo, fecha, moneda_id, importe)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, tipo text, fecha date, moneda_id text, importe numeric)`;

const INSERTAR_BLOQUEOS = `insert into informe_bloqueo (bloqueo_id, hotel_id, habitacion_id, desde, hasta, motivo_fuera_servicio, canal)
     select * from json_to_recordset($1::json) as x(bloqueo_id int, hotel_id int, habitacion_id int, desde date, hasta date, motivo_fuera_servicio text, canal text)`;
const REEMPLAZAR_BLOQUEOS = `${INSERTAR_BLOQUEOS}
     on conflict (bloqueo_id) do update set habitacion_id = excluded.habitacion_id, desde = excluded.desde, hasta = excluded.hasta,
       motivo_fuera_servicio = excluded.motivo_fuera_servicio, canal = excluded.canal`;

/**
 * A reservation's derived rows, when it counts (neither cancelled nor deleted); of a cancelled one,
 * only its payments' movements (the day's cash keeps the money taken).
 */
function derivadas(reservas: ReservaInforme[]) {
  const vigentes = reservas.filter(cuenta);
  const pagos = reservas.filter(anuladaConPagos).flatMap((r) => movimientosDe(r).filter((m) => m.tipo === 'i').map((m) => ({ ...m, r })));
  return {
    noches: vigentes.flatMap((r) => nochesDe(r).map((n) => ({ ...n, r }))),
    huespedes: vigentes.flatMap((r) => huespedesDe(r).map((h) => ({ ...h, r }))),
    movimientos: [...vigentes.flatMap((r) => movimientosDe(r).map((m) => ({ ...m, r }))), ...pagos],
  };
}

/** New reservations' rows, the columns as arrays: plain inserts, nothing read or replaced. */
function insercionesDeReservas(reservas: ReservaInforme[]): Sentencia[] {
  const sentencias: Sentencia[] = [
    {
      sql: INSERTAR_RESERVAS,
      params: [
        reservas.map((r) => r.id),
        reservas.map((r) => r.hotelId),
        reservas.map((r) => r.estadoId),
        reservas.map(cuenta),
        reservas.map((r) => r.general.ClienteId),
        reservas.map((r) => r.general.CheckIn),
        reservas.map((r) => r.general.CheckOut),
        JSON.stringify(reservas),
      ],
    },
  ];
  const { noches, huespedes, movimientos } = derivadas(reservas);
  if (noches.length > 0) {
    sentencias.push({
      sql: INSERTAR_NOCHES,
      params: [
        noches.map((n) => n.r.hotelId),
        noches.map((n) => n.r.id),
        noches.map((n) => n.lineaId),
        noches.map((n) => n.fecha),
        noches.map((n) => n.habitacionId),
        noches.map((n) => n.tipoHabitacionId),
        noches.map((n) => n.monedaId),
        noches.map((n) => n.importe),
        noches.map((n) => n.pasajeros),
      ],
    });
  }
  if (huespedes.length > 0) {
    sentencias.push({
      sql: INSERTAR_HUESPEDES,
      params: [
        huespedes.map((h) => h.r.hotelId),
        huespedes.map((h) => h.r.id),
        huespedes.map((h) => h.lineaId),
        huespedes.map((h) => h.clienteId),
        huespedes.map((h) => h.huespedes),
        huespedes.map((h) => h.checkIn),
        huespedes.map((h) => h.checkOut),
      ],
    });
  }
  if (movimientos.length > 0) {
    sentencias.push({
      sql: INSERTAR_MOVIMIENTOS,
      params: [
        movimientos.map((m) => m.r.hotelId),
        movimientos.map((m) => m.r.id),
        movimientos.map((m) => m.tipo),
        movimientos.map((m) => m.fecha),
        movimientos.map((m) => m.monedaId),
        movimientos.map((m) => m.importe),
      ],
    });
  }
  return sentencias;
}

/** Reservations' rows that may exist: the reservation upserted, its derived rows inserted (the caller deleted the old ones). */
function reemplazosDeReservas(reservas: ReservaInforme[]): Sentencia[] {
  const sentencias: Sentencia[] = [
    {
      sql: REEMPLAZAR_RESERVAS,
      params: [
        JSON.stringify(
          reservas.map((r) => ({ reserva_id: r.id, hotel_id: r.hotelId, estado_id: r.estadoId, vigente: cuenta(r), cliente_id: r.general.ClienteId, check_in: r.general.CheckIn, check_out: r.general.CheckOut })),
        ),
        reservas.map((r) => JSON.stringify(r)).join('\n'),
      ],
    },
  ];
  const { noches, huespedes, movimientos } = derivadas(reservas);
  const insertar = (sql: string, filas: object[]) => filas.length > 0 && sentencias.push({ sql, params: [JSON.stringify(filas)] });
  insertar(
    REEMPLAZAR_NOCHES,
    noches.map(({ r, ...n }) => ({ hotel_id: r.hotelId, reserva_id: r.id, linea_id: n.lineaId, fecha: n.fecha, habitacion_id: n.habitacionId, tipo_habitacion_id: n.tipoHabitacionId, moneda_id: n.monedaId, importe: n.importe, pasajeros: n.pasajeros })),
  );
  insertar(
    REEMPLAZAR_HUESPEDES,
    huespedes.map(({ r, ...h }) => ({ hotel_id: r.hotelId, reserva_id: r.id, linea_id: h.lineaId, cliente_id: h.clienteId, huespedes: h.huespedes, check_in: h.checkIn, check_out: h.checkOut })),
  );
  insertar(REEMPLAZAR_MOVIMIENTOS, movimientos.map(({ r, ...m }) => ({ hotel_id: r.hotelId, reserva_id: r.id, tipo: m.tipo, fecha: m.fecha, moneda_id: m.monedaId, importe: m.importe })));
  return sentencias;
}

/**
 * The statements that leave these streams' reports rows as given, one per table whatever the
 * number of rows. A reservation's room-nights, guest stays and money movements exist only while it
 * counts (a cancelled one keeps its payments' movements), and are replaced whole with it. `nuevas` only inserts (a create: these go inside the
 * insert of its events); `reemplazar` upserts the reservations' and blocks' rows, replaces the
 * derived rows and deletes what a stream no longer leaves; `reconstruir` (a replay page, the rows
 * emptied before) upserts and inserts the derived rows, deleting nothing.
 */
export function sentenciasInformes(filas: ReadonlyMap<string, FilaInforme | null>, modo: ModoDeEscritura): Sentencia[] {
  const reservas: ReservaInforme[] = [];
  const bloqueos: BloqueoEnInforme[] = [];
  const sinReserva: number[] = [];
  const sinBloqueo: number[] = [];
  for (const [streamId, fila] of filas) {
    if (fila?.tipo === 'reserva') reservas.push(fila.reserva);
    else if (fila?.tipo === 'bloqueo') bloqueos.push(fila);
    else {
      const reservaId = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
      const bloqueoId = idDeStream(streamId, PREFIJO_STREAM_BLOQUEO);
      if (reservaId !== null) sinReserva.push(reservaId);
      if (bloqueoId !== null) sinBloqueo.push(bloqueoId);
    }
  }
  const reemplazar = modo === 'reemplazar';
  const sentencias: Sentencia[] = [];
  // A replay page (`reconstruir`): the rows were emptied, so nothing is deleted; rows are upserted as in an edit.
  if (reemplazar && (sinReserva.length > 0 || reservas.length > 0)) {
    const todas = [...sinReserva, ...reservas.map((r) => r.id)];
    for (const tabla of TABLAS_HIJAS) sentencias.push({ sql: `delete from ${tabla} where reserva_id = any($1::int[])`, params: [todas] });
  }
  if (reemplazar && sinReserva.length > 0) sentencias.push({ sql: 'delete from informe_reserva where reserva_id = any($1::int[])', params: [sinReserva] });
  if (reemplazar && sinBloqueo.length > 0) sentencias.push({ sql: 'delete from informe_bloqueo where bloqueo_id = any($1::int[])', params: [sinBloqueo] });
  if (reservas.length > 0) sentencias.push(...(modo === 'nuevas' ? insercionesDeReservas(reservas) : reemplazosDeReservas(reservas)));
  if (bloqueos.length > 0) {
    sentencias.push({
      sql: modo === 'nuevas' ? INSERTAR_BLOQUEOS : REEMPLAZAR_BLOQUEOS,
      params: [
        JSON.stringify(
          bloqueos.map((b) => ({ bloqueo_id: b.bloqueoId, hotel_id: b.hotelId, habitacion_id: b.habitacionId, desde: b.desde, hasta: b.hasta, motivo_fuera_servicio: b.motivoFueraServicio, canal: b.canal })),
        ),
      ],
    });
  }
  return sentencias;
}

/** Empties the reports' rows, of one hotel or all. */
export async function vaciarInformes(tx: SqlExecutor, hotelId?: number): Promise<void> {
  for (const tabla of TABLAS_INFORMES) {
    await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
  }
}
