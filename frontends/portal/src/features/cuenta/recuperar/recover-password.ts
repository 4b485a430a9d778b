import { api } from '@recepcion/api-client';

/** `POST /api/Cuenta/RecoveryPassword`: e-mails a reset link; the answer is the same for any e-mail. */
export function recoverPassword(email: string): Promise<{ Message: string }> {
  return api.post<{ Message: string }>('Cuenta/RecoveryPassword', { email });
}
