import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import type { TipoUsuario } from '../tipos-usuario';

export interface DarAccesoDatos {
  /** The e-mail of a user who already has an account. */
  Usuario: string;
  IDTipoUsuario: TipoUsuario;
}

/** `POST /api/HotelUsuarios`: gives an existing user access to this hotel. */
export function darAcceso(datos: DarAccesoDatos): Promise<HotelUsuario> {
  return api.post<HotelUsuario>('HotelUsuarios', datos);
}

export function useDarAcceso() {
  return useMutation(darAcceso);
}
