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

/** One stream's events, in version order. */
export interface StreamLeido {
  streamId: string;
  eventos: StoredEvent[];
}

/**
 * Reads every matching stream whole, in the order of the `(stream_id, stream_version)` index, about
 * `lote` events a page, handing `alLeer` the streams a page completes (a stream cut by the page's
 * end waits for the next page). A rebuild then folds each stream in memory and writes a page's rows
 * in a few multi-row statements; what it holds is two pages, however large the store. With `tipos`,
 * only those events are read (a stream without one of them is not handed over). Answers how many
 * events were read.
 *
 * Pages overlap: the next page is read and handed to `alLeer` while the previous page's statements
 * still run on the transaction's connection, so folding in memory and writing in PostgreSQL happen
 * at once. A handler must therefore not rely on the previous one having finished.
 */
export async function leerStreamsEnLotes(
  tx: SqlExecutor,
  filtro: Omit<FiltroEventos, 'tipos'> & { tipos?: readonly string[] },
  alLeer: (streams: StreamLeido[]) => Promise<void>,
): Promise<number> {
  const lote = filtro.lote ?? 5000;
  const prefijos = filtro.prefijos.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const condiciones = `stream_id like any($1::text[]) and ($2::int is null or (metadata->>'hotelId')::int = $2::int)
          and ($3::text[] is null or type = any($3::text[]))`;
  const parametros = [prefijos, filtro.hotelId ?? null, filtro.tipos ? [...filtro.tipos] : null];
  let leidos = 0;
  let pendiente: StreamLeido | null = null;
  let anterior: Promise<void> = Promise.resolve();
  for (let despues: [string, number] | null = null; ; ) {
    let filas: Parameters<typeof toStoredEvent>[0][];
    try {
      filas = await tx.query<Parameters<typeof toStoredEvent>[0]>(
        `select global_position, stream_id, stream_version, type, data, metadata, recorded_at
           from event_store.events
          where ${condiciones} ${despues ? 'and (stream_id, stream_version) > ($4::text, $5::int)' : ''}
          order by stream_id, stream_version limit ${lote}`,
        despues ? [...parametros, ...despues] : parametros,
      );
    } catch (error) {
      // A failed write of the previous page aborts the transaction: its error is the one to tell.
      await anterior;
      throw error;
    }
    leidos += filas.length;
    const streams: StreamLeido[] = pendiente ? [pendiente] : [];
    for (const fila of filas) {
      const ultimo = streams[streams.length - 1];
      const evento = toStoredEvent(fila);
      if (ultimo?.streamId === fila.stream_id) ultimo.eventos.push(evento);
      else streams.push({ streamId: fila.stream_id, eventos: [evento] });
    }
    const fin = filas.length < lote;
    pendiente = fin ? null : (streams.pop() ?? null);
    const escritura = streams.length > 0 ? alLeer(streams) : Promise.resolve();
    // Awaited below or on the next page; until then a failure must not count as unhandled.
    escritura.catch(() => undefined);
    await anterior;
    anterior = escritura;
    if (fin) {
      await anterior;
      return leidos;
    }
    const ultima = filas[filas.length - 1];
    despues = [ultima.stream_id, ultima.stream_version];
  }
}
