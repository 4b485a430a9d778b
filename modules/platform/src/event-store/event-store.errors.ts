/** Optimistic concurrency: the stream moved since the caller read it. Maps to HTTP 409. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'no-stream' | 'any',
    /** null: no stream; undefined: not read (another writer got there first). */
    readonly actual?: number | null,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, found ${actual === undefined ? 'another writer' : (actual ?? 'none')}`);
    this.name = 'StreamVersionConflictError';
  }
}

/**
 * The Idempotency-Key (command id) was already used by a command with another body (another
 * `huella`): a retry must repeat the request exactly. Maps to HTTP 422.
 */
export class IdempotenciaReutilizadaError extends Error {
  constructor(readonly commandId: string) {
    super(`Command ${commandId} was already used with another body`);
    this.name = 'IdempotenciaReutilizadaError';
  }
}
