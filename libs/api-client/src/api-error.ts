/** A failed call: `mensaje` is what the user is shown (the spec's error catalogue). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly mensaje: string,
    /** The parsed response body, for callers that handle a specific error. */
    readonly body?: unknown,
    /** `GET /api/ReservasB`: what was called. */
    readonly request?: string,
  ) {
    super(mensaje);
  }
}
