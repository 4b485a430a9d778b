import { type LoginDto as LoginContrato, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Recortar } from '@recepcion/platform';

export class LoginDto implements LoginContrato {
  @MaxLength(200, { message: M.emailInvalido }) @IsNotEmpty({ message: M.faltaEmail }) @IsString({ message: M.faltaEmail }) @Recortar()
  email!: string;

  @MaxLength(200, { message: M.contrasenaIncorrecta }) @IsNotEmpty({ message: M.faltaContrasena }) @IsString({ message: M.faltaContrasena })
  password!: string;

  @IsOptional() @IsBoolean({ message: 'El valor de recordar no es válido' })
  recordar?: boolean;
}
