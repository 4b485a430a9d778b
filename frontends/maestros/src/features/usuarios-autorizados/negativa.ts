import { ApiError } from '@recepcion/api-client';
import { campoDeLaNegativa } from './validacion';

/**
 * A 400 from the server is a refusal with the reason in its message (already shown as an error
 * toast by the portal). When it is about one of the dialog's fields, that field shows it too.
 */
export function errorDeCampo(error: unknown): { campo: 'nombre' | 'email' | 'password'; mensaje: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const campo = campoDeLaNegativa(error.mensaje);
  return campo ? { campo, mensaje: error.mensaje } : undefined;
}
