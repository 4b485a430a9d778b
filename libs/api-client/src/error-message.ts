import { MENSAJE_ERROR_INTERNO, MENSAJE_NO_ENCONTRADO, MENSAJE_SOLICITUD_INVALIDA } from '@recepcion/contracts';

export const MENSAJE_SIN_CONEXION = 'No se pudo conectar con el servidor. Revise su conexión e intente nuevamente.';

/**
 * What the user is shown for a failed call (spec section 8): 400 the body's Message, 404
 * 'No se encontro', 500 the detailedMessage if present else Message, any other the status text.
 * The statuses our API adds to the spec's (403 operators only, 409 a stale reservation, 429 too
 * many requests) carry a Spanish Message, shown instead of the English status text.
 */
export function errorMessage(status: number, statusText: string, body: unknown): string {
  const message = textField(body, 'Message');
  switch (status) {
    case 400:
      return message ?? (statusText || MENSAJE_SOLICITUD_INVALIDA);
    case 404:
      return MENSAJE_NO_ENCONTRADO;
    case 500:
      return textField(body, 'detailedMessage') ?? message ?? MENSAJE_ERROR_INTERNO;
    case 403:
    case 409:
    case 429:
      return message ?? (statusText || `Error ${status}`);
    default:
      // HTTP/2 carries no status text: fall back to the body, then to the number.
      return statusText || message || `Error ${status}`;
  }
}

function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
