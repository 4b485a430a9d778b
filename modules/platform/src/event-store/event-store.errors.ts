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
