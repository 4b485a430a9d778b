import { escribirSentencias, exclusionComoRegla, type Sentencia, type SqlExecutor } from '@recepcion/platform';
import { lineasQueOcupan } from '../domain/reserva.decider';
import { type EstadoReserva, MENSAJES_RESERVA } from '../domain/reserva.types';

/** Who occupies `ocupacion` rows: a reservation's room lines or a room block. */
export const ORIGEN_RESERVA = 'reserva';
export const ORIGEN_BLOQUEO = 'bloqueo';
export type OrigenOcupacion = typeof ORIGEN_RESERVA | typeof ORIGEN_BLOQUEO;

/** The exclusion constraint that makes a double booking impossible (migration 20261122001000). */
export const OCUPACION_SIN_SOLAPE = 'ocupacion_sin_solape';

export interface Estadia {
  habitacionId: number;
  /** `yyyy-MM-dd`, first night. */
  desde: string;
  /** `yyyy-MM-dd`, exclusive: the day the room is free again. */
  hasta: string;
  /** A reservation's room line; none for a block. */
  lineaId?: number | null;
}

/** First key of the transaction-scoped advisory locks on rooms (the second is the room id). */
const CLAVE_HABITACION = 0x6f63;

/**
 * Takes, in room order, a transaction lock on every room this write touches: those `origen`
 * `origenId` occupies now and those it will. Two writers contesting a room then run one after the
 * other, and the second meets the first's committed rows as a clean exclusion violation. Without
 * it, two inserts checking the exclusion constraint at once can each wait for the other (PostgreSQL
 * then aborts one with a deadlock), and a move that frees one room and takes another can cross a
 * move doing the opposite.
 */
function esperarHabitaciones(origen: OrigenOcupacion, origenId: number, habitacionIds: number[]): Sentencia {
  return {
    sql: `select count(pg_advisory_xact_lock($1, h)) from (
       select h from (select habitacion_id as h from ocupacion where origen = $2 and origen_id = $3
                      union select unnest($4::int[])) u
        order by h offset 0) s`,
    params: [CLAVE_HABITACION, origen, origenId, habitacionIds],
  };
}

/**
 * The locks of a writer that occupies nothing yet (a new reservation): its rooms, in room order,
 * as one statement (a new reservation sends it in the same write as its insert).
 */
export function esperarHabitacionesNuevas(habitacionIds: number[]): Sentencia {
  return {
    sql: 'select count(pg_advisory_xact_lock($1::int, h)) from (select distinct h from unnest($2::int[]) as h order by h offset 0) s',
    params: [CLAVE_HABITACION, habitacionIds],
  };
}

/** The insert of what `origen` `origenId` occupies; null when nothing. */
export function insercionOcupacion(hotelId: number, origen: OrigenOcupacion, origenId: number, estadias: Estadia[]): Sentencia | null {
  if (estadias.length === 0) return null;
  return {
    sql: `insert into ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id, linea_id)
     select $1::int, e.habitacion_id, daterange(e.desde, e.hasta, '[)'), $2::text, $3::int, e.linea_id
       from unnest($4::int[], $5::date[], $6::date[], $7::int[]) with ordinality as e(habitacion_id, desde, hasta, linea_id, orden)
      order by e.habitacion_id, e.desde`,
    params: [hotelId, origen, origenId, estadias.map((e) => e.habitacionId), estadias.map((e) => e.desde), estadias.map((e) => e.hasta), estadias.map((e) => e.lineaId ?? null)],
  };
}

/**
 * The one writer of `ocupacion`, for reservations and blocks alike: replaces what `origen`
 * `origenId` occupies by `estadias`, in the caller's transaction (held for its COMMIT's round
 * trip when it is a direct one). A clash fails the whole transaction with SQLSTATE 23P01 (see
 * `sinSolape`), at the COMMIT when held. Writers of the same rooms take them in room
 * order (`esperarHabitaciones`), so they never deadlock on one another. A new reservation writes
 * its rows with `esperarHabitacionesNuevas` and `insercionOcupacion` (nothing to delete).
 */
export async function escribirOcupacion(
  tx: SqlExecutor,
  hotelId: number,
  origen: OrigenOcupacion,
  origenId: number,
  estadias: Estadia[],
): Promise<void> {
  const insercion = insercionOcupacion(hotelId, origen, origenId, estadias);
  await escribirSentencias(tx, [
    esperarHabitaciones(origen, origenId, estadias.map((e) => e.habitacionId)),
    { sql: 'delete from ocupacion where origen = $1 and origen_id = $2', params: [origen, origenId] },
    ...(insercion ? [insercion] : []),
  ]);
}

/** The nights a reservation occupies: its room lines, none once cancelled or deleted. */
export const estadiasDeReserva = (estado: EstadoReserva): Estadia[] =>
  lineasQueOcupan(estado).map((l) => ({ habitacionId: l.HabitacionId, desde: l.CheckIn, hasta: l.CheckOut, lineaId: l.Id }));

/**
 * What many reservations occupy, as one insert (a rebuild's page, after its rows were emptied):
 * one JSON document, the driver's text arrays escaping every element. The exclusion constraint
 * still checks every night. Null when they occupy nothing.
 */
export function insercionOcupacionDeReservas(reservas: readonly EstadoReserva[]): Sentencia | null {
  const noches = reservas.flatMap((r) => (r.existe ? estadiasDeReserva(r).map((e) => ({ hotel_id: r.hotelId, habitacion_id: e.habitacionId, desde: e.desde, hasta: e.hasta, origen_id: r.id, linea_id: e.lineaId ?? null })) : []));
  if (noches.length === 0) return null;
  return {
    sql: `insert into ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id, linea_id)
     select hotel_id, habitacion_id, daterange(desde, hasta, '[)'), $1, origen_id, linea_id
       from json_to_recordset($2::json) as x(hotel_id int, habitacion_id int, desde date, hasta date, origen_id int, linea_id int)`,
    params: [ORIGEN_RESERVA, JSON.stringify(noches)],
  };
}

/** Empties what reservations occupy, of one hotel or all (blocks keep theirs). */
export async function vaciarOcupacionDeReservas(tx: SqlExecutor, hotelId?: number): Promise<void> {
  if (hotelId === undefined) await tx.query('delete from ocupacion where origen = $1', [ORIGEN_RESERVA]);
  else await tx.query('delete from ocupacion where origen = $1 and hotel_id = $2', [ORIGEN_RESERVA, hotelId]);
}

/** Is the room free on [desde, hasta), leaving out what one reservation itself occupies? */
export async function habitacionLibre(db: SqlExecutor, hotelId: number, habitacionId: number, desde: string, hasta: string, salvoReservaId: number): Promise<boolean> {
  const [fila] = await db.query<{ libre: boolean }>(
    `select not exists (
       select 1 from ocupacion
        where hotel_id = $1 and habitacion_id = $2 and estadia && daterange($3::date, $4::date, '[)')
          and not (origen = $5 and origen_id = $6)) as libre`,
    [hotelId, habitacionId, desde, hasta, ORIGEN_RESERVA, salvoReservaId],
  );
  return fila.libre;
}

/** Runs a write that occupies rooms: a clash with another stay or block answers `Habitación no disponible`. */
export const sinSolape = <T>(trabajo: () => Promise<T>): Promise<T> => exclusionComoRegla(trabajo, MENSAJES_RESERVA.noDisponible, OCUPACION_SIN_SOLAPE);
