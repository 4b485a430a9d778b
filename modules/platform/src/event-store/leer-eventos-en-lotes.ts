import type { SqlExecutor } from '../database/sql-executor';

export interface FiltroEventos {
  /** Only streams whose id starts with one of these (`reserva-`, `bloqueo-`). */
  prefijos: readonly string[];
  /** Only these event types; all when absent. */
  tipos?: readonly string[];
  /** Only this hotel's events (column `hotel_id`); all when absent. */
  hotelId?: number;
  /** Events per page (default 5000). */
  lote?: number;
  /** Read each event's `momento` too. */
  conMomento?: boolean;
}

/** What a rebuild folds of an event: only what it reads costs parsing (a tenth of a second a part). */
export interface EventoLeido {
  type: string;
  data: unknown;
  /** With `conMomento`: the command's `now` (metadata), else when it was recorded. */
  momento?: Date;
}

/** One stream's events, in version order. */
export interface StreamLeido {
  streamId: string;
  eventos: EventoLeido[];
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
  filtro: FiltroEventos,
  alLeer: (streams: StreamLeido[]) => Promise<void>,
): Promise<number> {
  const lote = filtro.lote ?? 5000;
  const prefijos = filtro.prefijos.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const condiciones = `stream_id like any($1::text[]) and ($2::int is null or hotel_id = $2::int)
          and ($3::text[] is null or type = any($3::text[]))`;
  const parametros = [prefijos, filtro.hotelId ?? null, filtro.tipos ? [...filtro.tipos] : null];
  let leidos = 0;
  let pendiente: StreamLeido | null = null;
  let anterior: Promise<void> = Promise.resolve();
  for (let despues: [string, number] | null = null; ; ) {
    let filas: { stream_id: string; stream_version: number; type: string; data: unknown; ahora?: string | null; recorded_at?: Date | string }[];
    try {
      filas = await tx.query(
        `select stream_id, stream_version, type, data${filtro.conMomento ? ", metadata->>'now' as ahora, recorded_at" : ''}
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
      const evento: EventoLeido = filtro.conMomento
        ? { type: fila.type, data: fila.data, momento: new Date(fila.ahora ?? (fila.recorded_at as Date | string)) }
        : { type: fila.type, data: fila.data };
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
