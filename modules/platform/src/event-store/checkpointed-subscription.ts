import type { SqlExecutor } from '../database/sql-executor';
import type { StoredEvent } from './event-store';
import { toStoredEvent } from './postgres-event-store';

export type TransactionRunner = <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;

export interface SubscriptionOptions {
  /** Stable name: the checkpoint is stored under it. */
  id: string;
  runInTransaction: TransactionRunner;
  /** Applies one event; runs in the same transaction that advances the checkpoint. */
  handle: (event: StoredEvent, tx: SqlExecutor) => Promise<void>;
  /** Event types of interest; others are skipped but still advance the checkpoint. */
  eventTypes?: string[];
  batchSize?: number;
}

/**
 * An async projection's feed, for consumers that tolerate lag (exports, external feeds); read
 * models that a screen reads right after a write are inline projections instead. Events are read in (transaction id, position) order and only from
 * transactions older than every open one, so an event committed late is never skipped. Handling a
 * batch and advancing the checkpoint commit together: a crash replays at most the unfinished batch.
 */
export class CheckpointedSubscription {
  constructor(private readonly options: SubscriptionOptions) {}

  /** Processes one batch. Returns how many events were read (0: caught up, or another process holds it). */
  pollOnce(): Promise<number> {
    const { id, batchSize = 500 } = this.options;
    return this.options.runInTransaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [id]);
      if (!lock.locked) return 0;
      const [checkpoint] = await tx.query<{ transaction_id: string; global_position: string }>(
        'select transaction_id::text, global_position::text from event_store.checkpoints where subscription_id = $1',
        [id],
      );
      const fromTx = checkpoint?.transaction_id ?? '0';
      const fromPosition = checkpoint?.global_position ?? '0';
      const rows = await tx.query<any>(
        `select global_position, stream_id, stream_version, type, data, metadata, recorded_at, transaction_id::text as tx
           from event_store.events
          where (transaction_id, global_position) > ($1::xid8, $2::bigint)
            and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          order by transaction_id, global_position
          limit $3`,
        [fromTx, fromPosition, batchSize],
      );
      if (rows.length === 0) return 0;
      for (const row of rows) {
        const event = toStoredEvent(row);
        if (!this.options.eventTypes || this.options.eventTypes.includes(event.type)) {
          await this.options.handle(event, tx);
        }
      }
      const last = rows[rows.length - 1];
      await tx.query(
        `insert into event_store.checkpoints (subscription_id, transaction_id, global_position, updated_at)
         values ($1, $2::xid8, $3, now())
         on conflict (subscription_id) do update
           set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
        [id, last.tx, String(last.global_position)],
      );
      return rows.length;
    });
  }

  /** Polls until caught up. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (let n = await this.pollOnce(); n > 0; n = await this.pollOnce()) total += n;
    return total;
  }
}
