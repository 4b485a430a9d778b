import type { Sentencia } from '../database/sentencias';
import type { SqlExecutor } from '../database/sql-executor';
import type { StoredEvent } from './event-store';

/** An event about to be stored in a new stream: its position and time are the insert's. */
export type EventoDeStreamNueva = Omit<StoredEvent, 'globalPosition' | 'recordedAt'>;

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
  /**
   * Optional, for the first events of a new stream (there is no earlier row of it to read or
   * replace): the same writes as `apply` as statements that read nothing another one writes
   * (`combinarSentencias`). The event store sends them inside its insert, in the same round trip.
   * Undefined for events it cannot write that way: `apply` runs instead.
   */
  sentenciasDeStreamNueva?(events: EventoDeStreamNueva[]): Sentencia[] | undefined;
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

  /**
   * For an append to a new stream: the statements of the projections that offer them, and the
   * projections (`resto`) whose `apply` must run after the insert.
   */
  deStreamNueva(events: EventoDeStreamNueva[]): { sentencias: Sentencia[]; resto: InlineProjection[] } {
    const sentencias: Sentencia[] = [];
    const resto: InlineProjection[] = [];
    for (const projection of this.registered) {
      const relevant = events.filter((e) => projection.eventTypes.includes(e.type));
      if (relevant.length === 0) continue;
      const propias = projection.sentenciasDeStreamNueva?.(relevant);
      if (propias) sentencias.push(...propias);
      else resto.push(projection);
    }
    return { sentencias, resto };
  }

  async apply(tx: SqlExecutor, events: StoredEvent[], projections: readonly InlineProjection[] = this.registered): Promise<void> {
    for (const projection of projections) {
      const relevant = events.filter((e) => projection.eventTypes.includes(e.type));
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
  }
}
