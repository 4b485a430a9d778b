import type { SqlExecutor } from '../database/sql-executor';
import type { AppendOptions, AppendResult, EventStore, NewEvent, StoredEvent } from './event-store';
import { StreamVersionConflictError } from './event-store.errors';
import { InlineProjections } from './inline-projections';

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

const EVENT_COLUMNS = 'global_position, stream_id, stream_version, type, data, metadata, recorded_at';

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: BigInt(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: new Date(row.recorded_at),
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint));
}

/** The event store on PostgreSQL (and PGlite): table `event_store.events`. */
export class PostgresEventStore implements EventStore {
  constructor(private readonly projections: InlineProjections = new InlineProjections()) {}

  async append(tx: SqlExecutor, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append: no events');

    if (options.commandId) {
      // Waits for a concurrent transaction holding the same command id, then sees its outcome.
      const claimed = await tx.query(
        `insert into event_store.processed_commands (command_id, stream_id, first_version, last_version)
         values ($1, $2, 0, 0) on conflict (command_id) do nothing returning command_id`,
        [options.commandId, streamId],
      );
      if (claimed.length === 0) {
        const [previous] = await tx.query<{ last_version: number }>(
          'select last_version from event_store.processed_commands where command_id = $1',
          [options.commandId],
        );
        return { nextExpectedVersion: previous.last_version, alreadyProcessed: true };
      }
    }

    const [{ version }] = await tx.query<{ version: number | null }>(
      'select max(stream_version) as version from event_store.events where stream_id = $1',
      [streamId],
    );
    const current = version === null ? null : Number(version);
    const { expectedVersion } = options;
    if (expectedVersion === 'no-stream' ? current !== null : expectedVersion !== 'any' && current !== expectedVersion) {
      throw new StreamVersionConflictError(streamId, expectedVersion, current);
    }

    const first = (current ?? 0) + 1;
    const values: unknown[] = [];
    const metadatas = events.map((event) => ({ ...(event.metadata ?? {}), ...(options.commandId ? { commandId: options.commandId } : {}) }));
    const rows = events.map((event, i) => {
      values.push(streamId, first + i, event.type, JSON.stringify(event.data ?? null), JSON.stringify(metadatas[i]));
      const p = i * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb)`;
    });
    let inserted: { global_position: string; stream_version: number; recorded_at: Date | string }[];
    try {
      inserted = await tx.query(
        `insert into event_store.events (stream_id, stream_version, type, data, metadata) values ${rows.join(', ')}
         returning global_position, stream_version, recorded_at`,
        values,
      );
    } catch (error) {
      // A concurrent writer appended the same versions first.
      if (isUniqueViolation(error, 'events_stream_version_unique')) {
        throw new StreamVersionConflictError(streamId, expectedVersion, current);
      }
      throw error;
    }

    const byVersion = new Map(inserted.map((row) => [Number(row.stream_version), row]));
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
      };
    });
    // The read models registered inline commit or fail with the events.
    await this.projections.apply(tx, stored);

    const last = first + events.length - 1;
    if (options.commandId) {
      await tx.query(
        'update event_store.processed_commands set first_version = $2, last_version = $3 where command_id = $1',
        [options.commandId, first, last],
      );
    }
    return { nextExpectedVersion: last, alreadyProcessed: false };
  }

  async readStream(db: SqlExecutor, streamId: string): Promise<StoredEvent[]> {
    const rows = await db.query<EventRow>(
      `select ${EVENT_COLUMNS} from event_store.events where stream_id = $1 order by stream_version`,
      [streamId],
    );
    return rows.map(toStoredEvent);
  }

  async readAll(db: SqlExecutor, options: { after?: bigint; limit?: number } = {}): Promise<StoredEvent[]> {
    const rows = await db.query<EventRow>(
      `select ${EVENT_COLUMNS} from event_store.events where global_position > $1 order by global_position limit $2`,
      [String(options.after ?? 0n), options.limit ?? 1000],
    );
    return rows.map(toStoredEvent);
  }
}
