import { type AceptarInvitacionDto, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { OpcionalSinNulo, Recortar } from '@recepcion/platform';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EnlaceInvitacionDto } from '../../compartido/enlace-invitacion';
import { largoMaximo } from '../../compartido/validacion';

/**
 * `POST /api/Invitaciones/Aceptar`: the link's token; for an address without an account, the name
 * and the password of the account made on the spot (at least 6 characters, as a sign-up's).
 */
export class AceptarInvitacionEnlaceDto extends EnlaceInvitacionDto implements AceptarInvitacionDto {
  @OpcionalSinNulo() @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsString({ message: M.faltaNombre }) @Recortar()
  nombre?: string;

  @OpcionalSinNulo() @MaxLength(200, { message: largoMaximo('Contraseña', 200) }) @MinLength(6, { message: M.contrasenaCorta }) @IsString({ message: M.faltaContrasena })
  password?: string;
}
