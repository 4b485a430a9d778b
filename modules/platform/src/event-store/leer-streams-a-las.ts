import type { SqlExecutor } from '../database/sql-executor';
import type { StreamLeido } from './leer-eventos-en-lotes';

/** Which streams, and which of their events, the hotel at a past moment is folded from. */
export interface CorteALas {
  hotelId: number;
  /** Events of this moment or before (the command's `now`, else when recorded). */
  momento: Date;
  /** The nights asked for: stays that touched `[desde, hasta)` at some point. */
  desde: string;
  hasta: string;
  /** Only streams whose id starts with one of these (`reserva-`, `bloqueo-`). */
  prefijos: readonly string[];
  /** Only these event types; all when absent. */
  tipos?: readonly string[];
}

// The same moment `leerStreamsEnLotes` gives an event; a `now` that is no timestamp falls back.
const MOMENTO = (e: string) => `coalesce(case when ${e}.metadata->>'now' ~ '^\\d{4}-\\d{2}-\\d{2}T' then (${e}.metadata->>'now')::timestamptz end, ${e}.recorded_at)`;

/**
 * The hotel's streams whose stays touched the window up to `momento`, each with its events up to
 * then, in version order: what folding a read model's contract up to that moment needs. The
 * candidates come from the `events_estadia` index (a stay moved out of the window later is still
 * found by the event that put it there); folding narrows them to what stood at the moment.
 * The outer read names no hotel: the candidates are the hotel's streams already, and a condition
 * on `hotel_id` there let the planner AND the whole hotel's index into every stream's lookup
 * (3 s for a month of a three-year hotel instead of milliseconds).
 */
export async function leerStreamsALas(tx: SqlExecutor, corte: CorteALas): Promise<StreamLeido[]> {
  const prefijos = corte.prefijos.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const filas = await tx.query<{ stream_id: string; type: string; data: unknown }>(
    `select e.stream_id, e.type, e.data
       from event_store.events e
      where e.stream_id in (select c.stream_id from event_store.events c
                             where c.hotel_id = $1 and c.estadia && daterange($2::date, $3::date, '[)')
                               and c.stream_id like any($5::text[]) and ${MOMENTO('c')} <= $4::timestamptz)
        and ${MOMENTO('e')} <= $4::timestamptz and ($6::text[] is null or e.type = any($6::text[]))
      order by e.stream_id, e.stream_version`,
    [corte.hotelId, corte.desde, corte.hasta, corte.momento.toISOString(), prefijos, corte.tipos ? [...corte.tipos] : null],
  );
  return agrupar(filas);
}

/**
 * These streams of the hotel (by id), each with its events up to `momento` in version order: for a
 * report that finds its candidates another way (the day's payments) and folds them to that moment.
 */
export async function leerStreamsPorIdALas(
  tx: SqlExecutor,
  corte: { hotelId: number; momento: Date; streamIds: readonly string[]; tipos?: readonly string[] },
): Promise<StreamLeido[]> {
  if (corte.streamIds.length === 0) return [];
  const filas = await tx.query<{ stream_id: string; type: string; data: unknown }>(
    `select e.stream_id, e.type, e.data
       from event_store.events e
      where e.hotel_id = $1 and e.stream_id = any($2::text[]) and ${MOMENTO('e')} <= $3::timestamptz and ($4::text[] is null or e.type = any($4::text[]))
      order by e.stream_id, e.stream_version`,
    [corte.hotelId, [...corte.streamIds], corte.momento.toISOString(), corte.tipos ? [...corte.tipos] : null],
  );
  return agrupar(filas);
}

function agrupar(filas: { stream_id: string; type: string; data: unknown }[]): StreamLeido[] {
  const streams: StreamLeido[] = [];
  for (const f of filas) {
    const ultimo = streams[streams.length - 1];
    if (ultimo?.streamId === f.stream_id) ultimo.eventos.push({ type: f.type, data: f.data });
    else streams.push({ streamId: f.stream_id, eventos: [{ type: f.type, data: f.data }] });
  }
  return streams;
}
