/** Optimistic concurrency: the stream moved since the caller read it. Maps to HTTP 409. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'no-stream' | 'any',
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, found ${actual ?? 'none'}`);
    this.name = 'StreamVersionConflictError';
  }
}
