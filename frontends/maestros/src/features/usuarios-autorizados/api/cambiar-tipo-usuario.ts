import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import type { TipoUsuario } from '../tipos-usuario';

export interface CambiarTipoDatos {
  /** The access row (HotelUsuario.Id), not the user. */
  id: number;
  IDTipoUsuario: TipoUsuario;
}

/** `PUT /api/HotelUsuarios/{id}`: changes the user's type in this hotel. */
export function cambiarTipoUsuario({ id, IDTipoUsuario }: CambiarTipoDatos): Promise<HotelUsuario> {
  return api.put<HotelUsuario>(`HotelUsuarios/${id}`, { IDTipoUsuario });
}

export function useCambiarTipoUsuario() {
  return useMutation(cambiarTipoUsuario);
}
