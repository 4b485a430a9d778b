import { MENSAJES_CUENTA as M, type RegistroDto } from '@recepcion/contracts';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { largoMaximo } from '../../compartido/validacion';
import { Recortar } from '@recepcion/platform';

// class-validator runs the decorator nearest the property first: the "missing" check sits last.
export class RegistrarDto implements RegistroDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  nombre!: string;

  @IsEmail({}, { message: M.emailInvalido }) @MaxLength(200, { message: M.emailInvalido }) @IsNotEmpty({ message: M.faltaEmail }) @IsString({ message: M.faltaEmail }) @Recortar()
  email!: string;

  @MaxLength(200, { message: largoMaximo('Contraseña', 200) }) @MinLength(6, { message: M.contrasenaCorta }) @IsNotEmpty({ message: M.faltaContrasena }) @IsString({ message: M.faltaContrasena })
  password!: string;

  @MaxLength(120, { message: largoMaximo('Nombre del hotel', 120) }) @IsNotEmpty({ message: M.faltaNombreHotel }) @IsString({ message: M.faltaNombreHotel }) @Recortar()
  nombreHotel!: string;

  @IsInt({ message: M.faltaPais }) @Type(() => Number)
  paisId!: number;
}
