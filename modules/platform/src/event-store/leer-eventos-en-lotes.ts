import type { SqlExecutor } from '../database/sql-executor';
import type { StoredEvent } from './event-store';
import { toStoredEvent } from './postgres-event-store';

export interface FiltroEventos {
  /** Only these event types. */
  tipos: readonly string[];
  /** Only streams whose id starts with one of these (`reserva-`, `bloqueo-`). */
  prefijos: readonly string[];
  /** Only this hotel's events (from their metadata); all when absent. */
  hotelId?: number;
  /** Events per page. */
  lote?: number;
}

/**
 * Reads every matching event in `global_position` order, page by page, handing each page to
 * `alLeer` before the next is read (a rebuild of an inline projection, in its transaction).
 * Answers how many events were read.
 */
export async function leerEventosEnLotes(tx: SqlExecutor, filtro: FiltroEventos, alLeer: (eventos: StoredEvent[]) => Promise<void>): Promise<number> {
  const lote = filtro.lote ?? 2000;
  const prefijos = filtro.prefijos.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  let leidos = 0;
  for (let despues = '0'; ; ) {
    const filas = await tx.query<Parameters<typeof toStoredEvent>[0]>(
      `select global_position, stream_id, stream_version, type, data, metadata, recorded_at
         from event_store.events
        where global_position > $1::bigint and type = any($2::text[])
          and ($3::int is null or (metadata->>'hotelId')::int = $3::int)
          and stream_id like any($4::text[])
        order by global_position limit ${lote}`,
      [despues, [...filtro.tipos], filtro.hotelId ?? null, prefijos],
    );
    if (filas.length > 0) await alLeer(filas.map(toStoredEvent));
    leidos += filas.length;
    if (filas.length < lote) return leidos;
    despues = String(filas[filas.length - 1].global_position);
  }
}
