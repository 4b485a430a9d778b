import { api } from '@recepcion/api-client';
import type { RespuestaMensaje } from '@recepcion/contracts';

const enCurso = new Map<string, Promise<RespuestaMensaje>>();

/**
 * `POST /api/Cuenta/Verificar`: the sign-up's mailed link (silent: the page says what went wrong).
 * Once per token and page load: the link works once, and a page shown again must not spend it twice.
 */
export function verificarCorreo(token: string): Promise<RespuestaMensaje> {
  let promesa = enCurso.get(token);
  if (!promesa) enCurso.set(token, (promesa = api.post<RespuestaMensaje>('Cuenta/Verificar', { token }, { silent: true })));
  return promesa;
}

/** `POST /api/Cuenta/EnviarVerificacion`: the link again, to the session user's own address. */
export const enviarVerificacion = () => api.post<RespuestaMensaje>('Cuenta/EnviarVerificacion', {});
