import { MENSAJES_CIERRE } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { ReglaNegocioError } from '../errors/domain-errors';
import type { SqlExecutor } from './sql-executor';

/** SQLSTATE `exigir_fecha_abierta` raises (migration 20261203000100-fechas-cerradas). */
const FECHA_CERRADA = 'RCF01';
/** The advisory lock's first key: the hotel's close lock is (this, hotel id). */
const CLAVE_CIERRE = 727001;

/**
 * The statement a write dated `fecha` sends in its transaction, before its COMMIT: it waits for a
 * close under way and fails (SQLSTATE RCF01) when `fecha` is on or before the last closed date.
 */
export const sentenciaFechaAbierta = (hotelId: number, fecha: string) => ({
  sql: 'select exigir_fecha_abierta($1::int, $2::date)',
  params: [hotelId, fecha],
});

/** Refuses (400, Spanish) a write dated on or before the hotel's last closed date. */
export async function exigirFechaAbierta(tx: SqlExecutor, hotelId: number, fecha: string): Promise<void> {
  const { sql, params } = sentenciaFechaAbierta(hotelId, fecha);
  try {
    await tx.query(sql, params);
  } catch (error) {
    throw fechaCerradaComoRegla(error);
  }
}

/** The refusal a failed `exigir_fecha_abierta` stands for (a 400 naming the closed date); any other error as it is. */
export function fechaCerradaComoRegla(error: unknown): unknown {
  const e = error as { code?: string; detail?: string } | null;
  if (e?.code !== FECHA_CERRADA) return error;
  return new ReglaNegocioError(MENSAJES_CIERRE.fechaCerrada(formatearFecha(e.detail ?? '')));
}

/**
 * The close's side: takes the hotel's close lock exclusively for the rest of the transaction (it
 * waits for the dated writes under way to commit; new ones wait for this transaction) and answers
 * the last closed date, or null when the hotel never closed a day.
 */
export async function bloquearCierres(tx: SqlExecutor, hotelId: number): Promise<string | null> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [CLAVE_CIERRE, hotelId]);
  return fechaCerradaHasta(tx, hotelId);
}

/**
 * Moves the hotel's last closed date (a close, or a reopening; null: no date closed, as before its
 * first close). Call it after `bloquearCierres`, in the same transaction.
 */
export async function fijarCierre(tx: SqlExecutor, hotelId: number, cerradoHasta: string | null, ahora: Date): Promise<void> {
  if (cerradoHasta === null) {
    await tx.query('delete from fecha_cerrada where hotel_id = $1', [hotelId]);
    return;
  }
  await tx.query(
    `insert into fecha_cerrada (hotel_id, cerrado_hasta, modificado_en) values ($1, $2::date, $3)
     on conflict (hotel_id) do update set cerrado_hasta = excluded.cerrado_hasta, modificado_en = excluded.modificado_en`,
    [hotelId, cerradoHasta, ahora.toISOString()],
  );
}

/** The hotel's last closed date (`yyyy-MM-dd`), or null. */
export async function fechaCerradaHasta(db: SqlExecutor, hotelId: number): Promise<string | null> {
  const [fila] = await db.query<{ hasta: string }>("select to_char(cerrado_hasta, 'YYYY-MM-DD') as hasta from fecha_cerrada where hotel_id = $1", [hotelId]);
  return fila?.hasta ?? null;
}
