import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import type { TipoUsuario } from '../tipos-usuario';

export interface InvitacionDatos {
  /** The e-mail of the person invited (with an account or not: the answer does not say). */
  Usuario: string;
  IDTipoUsuario: TipoUsuario;
}

/** `POST /api/HotelUsuarios`: invites an e-mail; the person gets access when they accept it. */
export function invitar(datos: InvitacionDatos): Promise<RespuestaInvitacion> {
  return api.post<RespuestaInvitacion>('HotelUsuarios', datos);
}

export function useInvitar() {
  return useMutation(invitar);
}
