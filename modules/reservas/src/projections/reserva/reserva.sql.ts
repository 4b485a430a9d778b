import { idDeStream, PREFIJO_STREAM_RESERVA, type ReservaDetalle } from '@recepcion/contracts';
import type { ModoDeEscritura, Sentencia, SqlExecutor } from '@recepcion/platform';
import { estadoDeDetalle, reservaDetalle } from '../../domain/reserva-detalle';
import type { FilaReserva } from './reserva.evolucionar';

/** The rows these streams have now: the state as the row's detail shows it. */
export async function leerReservas(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, FilaReserva>> {
  const ids = streamIds.map((s) => idDeStream(s, PREFIJO_STREAM_RESERVA)).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const filas = await tx.query<{ id: number; version: number; eliminada: boolean; creada_en: Date | string; modificada_en: Date | string; datos: ReservaDetalle }>(
    'select id, version, eliminada, creada_en, modificada_en, datos from reserva where id = any($1::int[])',
    [ids],
  );
  return new Map(
    filas.map((f) => [
      `${PREFIJO_STREAM_RESERVA}${f.id}`,
      { estado: estadoDeDetalle(f.datos, f.eliminada), version: f.version, creadaEn: new Date(f.creada_en).toISOString(), modificadaEn: new Date(f.modificada_en).toISOString() },
    ]),
  );
}

// A new reservation's row (`nuevas`: a create, inside the insert of its events): a plain insert
// (an upsert makes PostgreSQL insert speculatively), one row, the same text every time.
const INSERTAR_RESERVA = `insert into reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                          cantidad_pasajeros, moneda_id, total, comentario, eliminada, creada_en, modificada_en, datos)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)`;

// Rows that may exist (`reemplazar`: an edit, a replay page of thousands): one JSON document for the
// columns (the driver's text arrays escape every element) and `datos` beside it, one JSON text a
// line (JSON has no raw line break): read that way it costs PostgreSQL a third less than as strings
// inside the document.
const REEMPLAZAR_RESERVAS = `insert into reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                          cantidad_pasajeros, moneda_id, total, comentario, eliminada, creada_en, modificada_en, datos)
     select id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
            cantidad_pasajeros, moneda_id, total, comentario, eliminada, creada_en, modificada_en, datos::jsonb
       from rows from (
              json_to_recordset($1::json) as (id int, hotel_id int, version int, estado_id int, check_in date, check_out date, cliente_id int,
                cliente_nombre text, nombre_grupo text, cantidad_pasajeros int, moneda_id text, total numeric, comentario text, eliminada boolean,
                creada_en timestamptz, modificada_en timestamptz),
              string_to_table($2, E'\\n'))
         as x(id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo, cantidad_pasajeros, moneda_id,
              total, comentario, eliminada, creada_en, modificada_en, datos)
     on conflict (id) do update set version = excluded.version, estado_id = excluded.estado_id, check_in = excluded.check_in,
       check_out = excluded.check_out, cliente_id = excluded.cliente_id, cliente_nombre = excluded.cliente_nombre,
       nombre_grupo = excluded.nombre_grupo, cantidad_pasajeros = excluded.cantidad_pasajeros, moneda_id = excluded.moneda_id,
       total = excluded.total, comentario = excluded.comentario, eliminada = excluded.eliminada,
       modificada_en = excluded.modificada_en, datos = excluded.datos`;

/**
 * The statements that leave these streams' `reserva` rows as given: the columns the list filters
 * on and, in `datos`, the whole `ReservaDetalle` (with its `Version`). `nuevas` inserts each row;
 * `reemplazar` and `reconstruir` upsert them all in one statement, and `reemplazar` deletes the rows
 * of streams that leave none.
 */
export function sentenciasReservas(filas: ReadonlyMap<string, FilaReserva | null>, modo: ModoDeEscritura): Sentencia[] {
  const presentes: (FilaReserva & { detalle: ReservaDetalle })[] = [];
  const sinFila: number[] = [];
  for (const [streamId, fila] of filas) {
    if (fila) presentes.push({ ...fila, detalle: reservaDetalle(fila.estado, fila.version) });
    else {
      const id = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
      if (id !== null) sinFila.push(id);
    }
  }
  if (modo === 'nuevas') {
    return presentes.map(({ estado: e, detalle, version, creadaEn, modificadaEn }) => ({
      sql: INSERTAR_RESERVA,
      params: [
        e.id,
        e.hotelId,
        version,
        e.estadoId,
        e.general.CheckIn,
        e.general.CheckOut,
        e.general.ClienteId,
        e.general.ClienteNombre,
        e.general.NombreGrupo,
        e.general.CantidadPasajeros,
        e.general.MonedaId,
        detalle.Total,
        e.general.Comentario,
        e.eliminada,
        creadaEn,
        modificadaEn,
        JSON.stringify(detalle),
      ],
    }));
  }
  const sentencias: Sentencia[] = [];
  if (modo === 'reemplazar' && sinFila.length > 0) sentencias.push({ sql: 'delete from reserva where id = any($1::int[])', params: [sinFila] });
  if (presentes.length > 0) {
    sentencias.push({
      sql: REEMPLAZAR_RESERVAS,
      params: [
        JSON.stringify(
          presentes.map(({ estado: e, detalle, version, creadaEn, modificadaEn }) => ({
            id: e.id,
            hotel_id: e.hotelId,
            version,
            estado_id: e.estadoId,
            check_in: e.general.CheckIn,
            check_out: e.general.CheckOut,
            cliente_id: e.general.ClienteId,
            cliente_nombre: e.general.ClienteNombre,
            nombre_grupo: e.general.NombreGrupo,
            cantidad_pasajeros: e.general.CantidadPasajeros,
            moneda_id: e.general.MonedaId,
            total: detalle.Total,
            comentario: e.general.Comentario,
            eliminada: e.eliminada,
            creada_en: creadaEn,
            modificada_en: modificadaEn,
          })),
        ),
        presentes.map((f) => JSON.stringify(f.detalle)).join('\n'),
      ],
    });
  }
  return sentencias;
}

/** Empties the reservations' rows, of one hotel or all. */
export async function vaciarReservas(tx: SqlExecutor, hotelId?: number): Promise<void> {
  if (hotelId === undefined) await tx.query('delete from reserva');
  else await tx.query('delete from reserva where hotel_id = $1', [hotelId]);
}
