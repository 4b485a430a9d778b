import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { OpcionalSinNulo, Recortar } from '@recepcion/platform';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { TIPOS_USUARIO } from '../../compartido/hotel-usuario';
import { largoMaximo, noValido } from '../../compartido/validacion';

/** `POST /api/HotelUsuarios/CrearUsuario`: a new person with access to the session's hotel. */
export class CrearUsuarioDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  nombre!: string;

  @IsEmail({}, { message: M.emailInvalido }) @MaxLength(200, { message: M.emailInvalido }) @IsNotEmpty({ message: M.faltaEmail }) @IsString({ message: M.faltaEmail }) @Recortar()
  email!: string;

  @MaxLength(200, { message: largoMaximo('Contraseña', 200) }) @MinLength(8, { message: M.contrasenaCortaUsuario }) @IsNotEmpty({ message: M.faltaContrasena }) @IsString({ message: M.faltaContrasena })
  password!: string;

  /** The type in this hotel; without it `TIPO_USUARIO_NUEVO` ('RE', Recepción). */
  @OpcionalSinNulo() @IsIn(TIPOS_USUARIO, { message: M.tipoUsuarioInvalido })
  IDTipoUsuario?: string;

  // The spec's payload carries these; the hotel is always the session's.
  @IsOptional() @IsString({ message: noValido('Nombre del hotel') }) nombreHotel?: string;
  @IsOptional() paisId?: number;
}
