import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import type { TipoUsuario } from '../tipos-usuario';

/** The payload of spec section 7; the hotel is always the session's, so nombreHotel and paisId stay out. */
export interface CrearUsuarioDatos {
  nombre: string;
  email: string;
  password: string;
  /** The type in this hotel; the server makes 'RE' (Recepción) without it. */
  IDTipoUsuario: TipoUsuario;
}

/** `POST /api/HotelUsuarios/CrearUsuario`: a new person with access to this hotel, of the type chosen. */
export function crearUsuario(datos: CrearUsuarioDatos): Promise<HotelUsuario> {
  return api.post<HotelUsuario>('HotelUsuarios/CrearUsuario', datos);
}

export function useCrearUsuario() {
  return useMutation(crearUsuario);
}
