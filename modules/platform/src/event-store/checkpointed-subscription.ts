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
  /** Runs a single read outside any transaction (one round trip); without it, one is opened. */
  consultar?: SqlExecutor;
}

/**
 * An async projection's feed. Events are read in (transaction id, position) order and only from
 * transactions older than every open one, so an event committed late is never skipped. Handling a
 * batch and advancing the checkpoint commit together: a crash replays at most the unfinished batch.
 */
export class CheckpointedSubscription {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly options: SubscriptionOptions) {}

  /**
   * Processes one batch. Returns how many events were read (0: caught up, or another process holds
   * it). `esperar`: wait for the process holding it instead of giving up (a reader that must see
   * what it just wrote).
   */
  pollOnce({ esperar = false } = {}): Promise<number> {
    const { id, batchSize = 500 } = this.options;
    return this.options.runInTransaction(async (tx) => {
      if (esperar) {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [id]);
      } else {
        const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [id]);
        if (!lock.locked) return 0;
      }
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
  async catchUp({ esperar = false } = {}): Promise<number> {
    let total = 0;
    for (let n = await this.pollOnce({ esperar }); n > 0; n = await this.pollOnce({ esperar })) total += n;
    return total;
  }

  /** Committed events past the checkpoint (held back while an older transaction is still open). */
  async pendientes(): Promise<boolean> {
    const { id, eventTypes, consultar } = this.options;
    const leer = (db: SqlExecutor) =>
      // Ordered and limited, so the planner walks the (transaction_id, global_position) index.
      db.query(
        `select 1 from event_store.events
          where (transaction_id, global_position) >
                (coalesce((select transaction_id from event_store.checkpoints where subscription_id = $1), '0'::xid8),
                 coalesce((select global_position from event_store.checkpoints where subscription_id = $1), 0))
            and ($2::text[] is null or type = any($2::text[]))
          order by transaction_id, global_position limit 1`,
        // An array literal: MikroORM's driver would expand a JS array into a list.
        [id, eventTypes ? `{${eventTypes.map((t) => JSON.stringify(t)).join(',')}}` : null],
      );
    const filas = consultar ? await leer(consultar) : await this.options.runInTransaction(leer);
    return filas.length > 0;
  }

  /**
   * Read-your-writes for a query served from this projection: while committed events are past the
   * checkpoint, catches up. When another process holds the feed, or an older open transaction holds
   * events back, it tries again shortly, at most `esperaMaximaMs` in all: a read is never blocked
   * for long, at worst it is that much behind. Nothing pending (the usual case) costs one query.
   */
  async alDia(esperaMaximaMs = 500): Promise<void> {
    const hasta = Date.now() + esperaMaximaMs;
    while (await this.pendientes()) {
      if ((await this.catchUp()) === 0) {
        if (Date.now() >= hasta) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  start(intervalMs = 500, onError: (error: unknown) => void = () => undefined): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.catchUp()
        .catch(onError)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    await this.running;
  }
}
