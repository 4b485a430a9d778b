/** Sent on every request; the server requires it on mutating calls (CSRF defence). */
export const REQUESTED_WITH_HEADER = { 'X-Requested-With': 'Recepcion' } as const;
