import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';

/** The payload of spec section 7; the hotel is always the session's, so nombreHotel and paisId stay out. */
export interface CrearUsuarioDatos {
  nombre: string;
  email: string;
  password: string;
}

/** `POST /api/HotelUsuarios/CrearUsuario`: a new person with access to this hotel (type 'AD'). */
export function crearUsuario(datos: CrearUsuarioDatos): Promise<HotelUsuario> {
  return api.post<HotelUsuario>('HotelUsuarios/CrearUsuario', datos);
}

export function useCrearUsuario() {
  return useMutation(crearUsuario);
}
