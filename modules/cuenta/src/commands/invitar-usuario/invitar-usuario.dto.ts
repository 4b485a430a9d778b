import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { OpcionalSinNulo, Recortar } from '@recepcion/platform';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TIPOS_USUARIO } from '../../compartido/hotel-usuario';

/** `POST /api/HotelUsuarios`: invite an e-mail to the hotel (type changes: commands/cambiar-tipo-usuario). */
export class HotelUsuarioDto {
  @IsEmail({}, { message: M.emailInvalido }) @MaxLength(200, { message: M.emailInvalido }) @IsNotEmpty({ message: M.faltaEmail }) @IsString({ message: M.faltaEmail }) @Recortar()
  Usuario!: string;

  @OpcionalSinNulo() @IsIn(TIPOS_USUARIO, { message: M.tipoUsuarioInvalido })
  IDTipoUsuario?: string;
}
