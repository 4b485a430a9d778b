import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { TIPOS_USUARIO } from '../../compartido/hotel-usuario';
import { noValido } from '../../compartido/validacion';

/** `PUT /api/HotelUsuarios/{id}`: change the type of an access. */
export class ActualizarHotelUsuarioDto {
  @IsOptional() @IsString({ message: noValido('Usuario') }) Usuario?: string;

  @IsIn(TIPOS_USUARIO, { message: M.tipoUsuarioInvalido })
  IDTipoUsuario!: string;
}
