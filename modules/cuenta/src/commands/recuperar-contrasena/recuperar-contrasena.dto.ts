import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { largoMaximo } from '../../compartido/validacion';
import { Recortar } from '@recepcion/platform';

export class RecuperarContrasenaDto {
  @MaxLength(200, { message: M.emailInvalido }) @IsNotEmpty({ message: M.faltaEmail }) @IsString({ message: M.faltaEmail }) @Recortar()
  email!: string;
}

export class RestablecerContrasenaDto {
  @MaxLength(100, { message: M.enlaceInvalido }) @IsNotEmpty({ message: M.enlaceInvalido }) @IsString({ message: M.enlaceInvalido })
  token!: string;

  @MaxLength(200, { message: largoMaximo('Contraseña', 200) }) @MinLength(6, { message: M.contrasenaCorta }) @IsNotEmpty({ message: M.faltaContrasena }) @IsString({ message: M.faltaContrasena })
  password!: string;
}
