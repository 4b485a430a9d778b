import type { Sentencia } from '../database/sentencias';
import type { SqlExecutor } from '../database/sql-executor';

/** Carried by every event: who, for which hotel, by which command, at what time (the command's `now`). */
export interface EventMetadata {
  hotelId?: number;
  userId?: number;
  commandId?: string;
  correlationId?: string;
  now?: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  /** Plain JSON (no Dates, no undefined): inline projections get it as given, replay as jsonb gives it back. */
  data: Data;
  metadata?: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  globalPosition: bigint;
  streamId: string;
  streamVersion: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  /** The hotel the event belongs to (column `hotel_id`, from its metadata); null for global streams. */
  hotelId?: number | null;
}

/** `no-stream`: the stream must not exist yet; a number: its current last version; `any`: no check. */
export type ExpectedVersion = number | 'no-stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append (its last event's version). */
  nextExpectedVersion: number;
  /** True when the command id had already been appended: nothing new was written. */
  alreadyProcessed: boolean;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** Makes the append idempotent: a second append with the same id writes nothing. */
  commandId?: string;
  /**
   * With `commandId`: a digest of the request that carried it (`huellaDeSolicitud`), kept with the
   * id. A later append with the same id and another digest throws `IdempotenciaReutilizadaError`
   * (the same key for another body); without a digest on either side nothing is compared.
   */
  huella?: string;
  /**
   * Only with `no-stream`: the caller's own writes for the new stream (reservas: its occupancy), sent inside the
   * insert of the events (one statement, one round trip; see `combinarSentencias` for what may go
   * together). They commit or fail with the events, and are not run when the command id was processed.
   */
  junto?: Sentencia[];
  /**
   * Nothing follows this append in the caller's transaction. For a new stream whose read models
   * all go inside the insert, the executor may then commit with it (`SqlExecutor.queryYConfirmar`).
   */
  ultima?: boolean;
}

/**
 * The event store port. `append` runs inside the caller's transaction so inline projections
 * commit or fail together with the events.
 */
export interface EventStore {
  append(tx: SqlExecutor, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * A stream's events in order. With `hotelId`, only that hotel's rows (column `hotel_id`): another
   * hotel's stream reads as no stream, the tenancy check done by the database, without folding.
   */
  readStream(db: SqlExecutor, streamId: string, opciones?: { hotelId?: number }): Promise<StoredEvent[]>;
}

export const EVENT_STORE = Symbol('EventStore');
