import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST /api/Cuenta/Verificar`: the token of `{PUBLIC_URL}/verificar?token=…`. */
export class VerificarCorreoDto {
  @MaxLength(100, { message: M.enlaceVerificacionInvalido }) @IsNotEmpty({ message: M.enlaceVerificacionInvalido }) @IsString({ message: M.enlaceVerificacionInvalido })
  token!: string;
}
