import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The invitation's mailed link's token: Consultar, Aceptar and Rechazar by the link. */
export class EnlaceInvitacionDto {
  @MaxLength(100, { message: M.enlaceInvitacionInvalido }) @IsNotEmpty({ message: M.enlaceInvitacionInvalido }) @IsString({ message: M.enlaceInvitacionInvalido })
  token!: string;
}
