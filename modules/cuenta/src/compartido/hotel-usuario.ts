import type { HotelUsuario } from '@recepcion/contracts';
import type { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';
import type { Usuario } from '../entities/usuario.entity';

/** The type codes a hotel user may have (`IDTipoUsuario`). */
export const TIPOS_USUARIO = ['AD', 'RE', 'CO'] as const;

/** A row of `/api/HotelUsuarios`: the access and its user. */
export const toHotelUsuario = (acceso: HotelUsuarioAcceso, usuario: Usuario): HotelUsuario => ({
  Id: acceso.id,
  UsuarioId: usuario.id,
  Usuario: usuario.email,
  Nombre: usuario.nombre,
  IDTipoUsuario: acceso.tipoUsuario,
});
