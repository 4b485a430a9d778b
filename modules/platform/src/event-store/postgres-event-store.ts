import { combinarSentencias, FILAS_PRINCIPALES, type Sentencia } from '../database/sentencias';
import type { SqlExecutor } from '../database/sql-executor';
import { estadiaDelEvento } from './estadia-del-evento';
import type { AppendOptions, AppendResult, EventMetadata, EventStore, ExpectedVersion, NewEvent, StoredEvent } from './event-store';
import { IdempotenciaReutilizadaError, StreamVersionConflictError } from './event-store.errors';
import { InlineProjections } from './inline-projections';

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
  hotel_id?: number | null;
}

const EVENT_COLUMNS = 'global_position, stream_id, stream_version, type, data, metadata, recorded_at, hotel_id';

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: BigInt(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: new Date(row.recorded_at),
    ...(row.hotel_id !== undefined ? { hotelId: row.hotel_id } : {}),
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint));
}

/** The hotel an event belongs to, for its `hotel_id` column: the metadata's, when there is one. */
const hotelDe = (metadata: EventMetadata): number | null => (Number.isInteger(metadata.hotelId) ? Number(metadata.hotelId) : null);

/**
 * The insert of an append, one statement. A new stream's versions start at 1 with no read: if the
 * stream exists, version 1 does too and the unique index refuses the insert. Otherwise the
 * stream's last version is read in the same statement, and with an expected version nothing is
 * inserted unless it is that one (no row back: the caller reports the conflict).
 */
function insercion(streamId: string, events: NewEvent[], metadatas: EventMetadata[], expectedVersion: ExpectedVersion): Sentencia {
  const params: unknown[] = [streamId];
  for (let i = 0; i < events.length; i++) {
    const data = events[i].data ?? null;
    params.push(i + 1, events[i].type, JSON.stringify(data), JSON.stringify(metadatas[i]), hotelDe(metadatas[i]), estadiaDelEvento(data));
  }
  const clase = expectedVersion === 'no-stream' || expectedVersion === 'any' ? expectedVersion : 'version';
  if (clase === 'version') params.push(expectedVersion);
  return { sql: textoDeInsercion(events.length, clase), params };
}

/** Parameters of each event in the insert: version offset, type, data, metadata, hotel, span of nights. */
const POR_EVENTO = 6;

const textosDeInsercion = new Map<string, string>();

/** The insert's text for this many events, built once (the same text object each time: see `combinarSentencias`). */
function textoDeInsercion(eventos: number, clase: 'no-stream' | 'any' | 'version'): string {
  const clave = `${eventos}:${clase}`;
  const guardado = textosDeInsercion.get(clave);
  if (guardado !== undefined) return guardado;
  const filas = Array.from({ length: eventos }, (_, i) => {
    const p = 1 + i * POR_EVENTO;
    return `($${p + 1}::int, $${p + 2}::text, $${p + 3}::jsonb, $${p + 4}::jsonb, $${p + 5}::int, $${p + 6}::daterange)`;
  });
  const valores = `(values ${filas.join(', ')}) as e(n, type, data, metadata, hotel_id, estadia)`;
  const insertar = 'insert into event_store.events (stream_id, stream_version, type, data, metadata, hotel_id, estadia)';
  const devolver = 'order by e.n returning global_position, stream_version, recorded_at';
  const sql =
    clase === 'no-stream'
      ? `${insertar} select $1::text, e.n, e.type, e.data, e.metadata, e.hotel_id, e.estadia from ${valores} ${devolver}`
      : `${insertar} select $1::text, a.v + e.n, e.type, e.data, e.metadata, e.hotel_id, e.estadia
            from (select coalesce(max(stream_version), 0) as v from event_store.events where stream_id = $1::text) as a, ${valores}
           ${clase === 'version' ? `where a.v = $${2 + eventos * POR_EVENTO}::int` : ''} ${devolver}`;
  // A process appends a handful of event counts; past a few hundred, texts are simply not kept.
  if (textosDeInsercion.size < 256) textosDeInsercion.set(clave, sql);
  return sql;
}

/** With an Idempotency-Key: the command's versions, from the rows the insert answers. */
const REGISTRAR_VERSIONES_DEL_COMANDO = `update event_store.processed_commands
                 set first_version = (select min(stream_version) from ${FILAS_PRINCIPALES}), last_version = (select max(stream_version) from ${FILAS_PRINCIPALES})
               where command_id = $1 and exists (select 1 from ${FILAS_PRINCIPALES})`;

/** The event store on PostgreSQL (and PGlite): table `event_store.events`. */
export class PostgresEventStore implements EventStore {
  constructor(private readonly projections: InlineProjections = new InlineProjections()) {}

  /**
   * Statements: the command id's claim (with one), then one insert that also records the command's
   * versions and, for a new stream, writes the read models that can go with it (`junto` and the
   * inline projections' `sentenciasDeStreamNueva`); then the other inline projections.
   */
  async append(tx: SqlExecutor, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append: no events');
    const { expectedVersion, commandId, huella } = options;
    const nueva = expectedVersion === 'no-stream';
    if (options.junto?.length && !nueva) throw new Error('append: junto only for a new stream');

    if (commandId) {
      // Waits for a concurrent transaction holding the same command id, then sees its outcome.
      const claimed = await tx.query(
        `insert into event_store.processed_commands (command_id, stream_id, first_version, last_version, huella)
         values ($1, $2, 0, 0, $3) on conflict (command_id) do nothing returning command_id`,
        [commandId, streamId, huella ?? null],
      );
      if (claimed.length === 0) {
        const [previous] = await tx.query<{ last_version: number; huella: string | null }>(
          'select last_version, huella from event_store.processed_commands where command_id = $1',
          [commandId],
        );
        // The same key for another request: never the first one's answer for it.
        if (huella && previous.huella && previous.huella !== huella) throw new IdempotenciaReutilizadaError(commandId);
        return { nextExpectedVersion: previous.last_version, alreadyProcessed: true };
      }
    }

    const metadatas = events.map((event) => ({ ...(event.metadata ?? {}), ...(commandId ? { commandId } : {}) }));
    let junto: Sentencia[] = [];
    let pendientes = this.projections.list();
    if (nueva) {
      const porEscribir = events.map((event, i) => ({
        streamId,
        streamVersion: i + 1,
        type: event.type,
        data: event.data ?? null,
        metadata: metadatas[i],
        hotelId: hotelDe(metadatas[i]),
      }));
      const deStream = this.projections.deStreamNueva(porEscribir);
      junto = [...(options.junto ?? []), ...deStream.sentencias];
      pendientes = deStream.resto;
    }
    if (commandId) {
      junto.push({ sql: REGISTRAR_VERSIONES_DEL_COMANDO, params: [commandId] });
    }

    const sentencia = combinarSentencias(insercion(streamId, events, metadatas, expectedVersion), junto);
    // A new stream's insert answers rows or fails: nothing left to check or write after it.
    const confirmar = options.ultima && nueva && pendientes.length === 0 && tx.queryYConfirmar;
    let inserted: { global_position: string; stream_version: number; recorded_at: Date | string }[];
    try {
      inserted = confirmar ? await tx.queryYConfirmar!(sentencia.sql, sentencia.params) : await tx.query(sentencia.sql, sentencia.params);
    } catch (error) {
      // A concurrent writer appended the same versions first (the transaction is aborted: no read).
      if (isUniqueViolation(error, 'events_stream_version_unique')) throw new StreamVersionConflictError(streamId, expectedVersion);
      throw error;
    }
    if (inserted.length === 0) {
      const [{ version }] = await tx.query<{ version: number | null }>('select max(stream_version) as version from event_store.events where stream_id = $1', [streamId]);
      throw new StreamVersionConflictError(streamId, expectedVersion, version === null ? null : Number(version));
    }

    const byVersion = new Map(inserted.map((row) => [Number(row.stream_version), row]));
    const first = Math.min(...byVersion.keys());
    const stored: StoredEvent[] = events.map((event, i) => {
      const row = byVersion.get(first + i)!;
      return {
        globalPosition: BigInt(row.global_position),
        streamId,
        streamVersion: first + i,
        type: event.type,
        data: event.data ?? null,
        metadata: metadatas[i],
        recordedAt: new Date(row.recorded_at),
        hotelId: hotelDe(metadatas[i]),
      };
    });
    // The read models registered inline commit or fail with the events.
    await this.projections.apply(tx, stored, pendientes);
    return { nextExpectedVersion: first + events.length - 1, alreadyProcessed: false };
  }

  async readStream(db: SqlExecutor, streamId: string, opciones: { hotelId?: number } = {}): Promise<StoredEvent[]> {
    const delHotel = opciones.hotelId === undefined ? '' : 'and hotel_id = $2';
    const rows = await db.query<EventRow>(
      `select ${EVENT_COLUMNS} from event_store.events where stream_id = $1 ${delHotel} order by stream_version`,
      opciones.hotelId === undefined ? [streamId] : [streamId, opciones.hotelId],
    );
    return rows.map(toStoredEvent);
  }
}
