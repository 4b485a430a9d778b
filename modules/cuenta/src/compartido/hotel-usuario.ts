import { CODIGOS_TIPO_USUARIO, type HotelUsuario } from '@recepcion/contracts';
import type { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';
import type { Usuario } from '../entities/usuario.entity';

/** The type codes a hotel user may have (`IDTipoUsuario`): libs/contracts permisos. */
export const TIPOS_USUARIO = CODIGOS_TIPO_USUARIO;

/** A row of `/api/HotelUsuarios`: the access and its user. */
export const toHotelUsuario = (acceso: HotelUsuarioAcceso, usuario: Usuario): HotelUsuario => ({
  Id: acceso.id,
  UsuarioId: usuario.id,
  Usuario: usuario.email,
  Nombre: usuario.nombre,
  IDTipoUsuario: acceso.tipoUsuario,
});
