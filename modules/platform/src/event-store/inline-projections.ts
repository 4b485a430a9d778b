import type { SqlExecutor } from '../database/sql-executor';
import type { StoredEvent } from './event-store';

/**
 * A read model kept in the committing transaction: the event store runs `apply` right after it
 * inserts the events, so a committed change is in the very next read from any process (no
 * catch-up, lock or wait on the read path).
 */
export interface InlineProjection {
  /** For errors and replay output. */
  name: string;
  /** The event types it reads; the others never reach `apply`. */
  eventTypes: readonly string[];
  /** Applies the events of one append (one stream, in version order) inside the append's transaction. */
  apply(tx: SqlExecutor, events: StoredEvent[]): Promise<void>;
}

/** The projections that modules register with platform (at module init). */
export class InlineProjections {
  private readonly registered: InlineProjection[] = [];

  register(projection: InlineProjection): void {
    if (this.registered.some((p) => p.name === projection.name)) throw new Error(`Proyección en línea repetida: ${projection.name}`);
    this.registered.push(projection);
  }

  /** Every registered projection, for `tools/replay`. */
  list(): readonly InlineProjection[] {
    return this.registered;
  }

  async apply(tx: SqlExecutor, events: StoredEvent[]): Promise<void> {
    for (const projection of this.registered) {
      const relevant = events.filter((e) => projection.eventTypes.includes(e.type));
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
  }
}
