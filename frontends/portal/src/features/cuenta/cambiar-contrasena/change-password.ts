import { api } from '@recepcion/api-client';

export interface CambioContrasena {
  /** The signed-in user's own id. */
  id: number;
  oldPassword: string;
  newPassword: string;
}

/** `POST /api/Cuenta/ChangePassword`: the user's other sessions end. */
export function changePassword(datos: CambioContrasena): Promise<{ Message: string }> {
  return api.post<{ Message: string }>('Cuenta/ChangePassword', datos);
}
