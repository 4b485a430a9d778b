import { api } from '@recepcion/api-client';

/** `POST /api/Cuenta/RestablecerContrasena`: the new password for the e-mailed one-time link. */
export function resetPassword(token: string, password: string): Promise<{ Message: string }> {
  return api.post<{ Message: string }>('Cuenta/RestablecerContrasena', { token, password });
}
