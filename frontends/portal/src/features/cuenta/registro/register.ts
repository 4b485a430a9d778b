import { api } from '@recepcion/api-client';
import type { RegistroDto, SesionRespuesta } from '@recepcion/contracts';

/** `POST /api/Cuenta/Register`: creates the hotel and its first user, and signs in. */
export function register(datos: RegistroDto): Promise<SesionRespuesta> {
  return api.post<SesionRespuesta>('Cuenta/Register', datos);
}
