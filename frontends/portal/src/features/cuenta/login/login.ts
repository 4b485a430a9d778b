import { api } from '@recepcion/api-client';
import type { LoginDto, SesionRespuesta } from '@recepcion/contracts';

/** `POST /api/Cuenta/Login`: opens the session (HttpOnly cookie plus the UI cookies h, u, m). */
export function login(datos: LoginDto): Promise<SesionRespuesta> {
  return api.post<SesionRespuesta>('Cuenta/Login', datos);
}
