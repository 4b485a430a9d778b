import { ApiProperty } from '@nestjs/swagger';
import { type CorreoEnvioDto, MENSAJES_ROOT as M, validarCorreoMasivo } from '@recepcion/contracts';
import { Recortar } from '@recepcion/platform';
import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, Validate, type ValidationArguments, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** The html rules of section 5 on the message, which depend on IsBodyHtml. */
@ValidatorConstraint({ name: 'reglasHtmlCorreo' })
class ReglasHtmlCorreo implements ValidatorConstraintInterface {
  validate(mensaje: unknown, args: ValidationArguments): boolean {
    const { IsBodyHtml } = args.object as EnviarCorreoMasivoDto;
    return validarCorreoMasivo({ IsBodyHtml, Titulo: 'x', Mensaje: String(mensaje) }) === null;
  }

}

/** The broken html rule's own message. */
const mensajeHtml = (args: ValidationArguments): string =>
  validarCorreoMasivo({ IsBodyHtml: (args.object as EnviarCorreoMasivoDto).IsBodyHtml, Titulo: 'x', Mensaje: String(args.value) }) ?? M.faltaMensaje;

/** `POST /api/Correo/Enviar`: one recipient of the bulk mail. */
export class EnviarCorreoMasivoDto implements CorreoEnvioDto {
  @ApiProperty({ example: 'duena@hotel.cl' })
  @IsEmail({}, { message: M.correoNoValido })
  @MaxLength(254, { message: M.correoNoValido })
  @IsString({ message: M.seleccioneUsuarios })
  Email!: string;

  @ApiProperty({ description: 'Replaces @u, upper-cased' })
  @MaxLength(200, { message: M.largoMaximo })
  @IsString({ message: M.seleccioneUsuarios })
  NombreUsuario!: string;

  @ApiProperty({ description: 'Replaces @h, upper-cased' })
  @MaxLength(200, { message: M.largoMaximo })
  @IsString({ message: M.seleccioneUsuarios })
  NombreHotel!: string;

  @ApiProperty()
  @IsBoolean({ message: M.debeSerHtml })
  IsBodyHtml!: boolean;

  @ApiProperty()
  @MaxLength(300, { message: M.largoMaximo })
  @IsNotEmpty({ message: M.faltaTitulo })
  @IsString({ message: M.faltaTitulo })
  @Recortar()
  Titulo!: string;

  @ApiProperty({ description: 'Plain text, or a whole <html>…</html> document when IsBodyHtml' })
  @Validate(ReglasHtmlCorreo, { message: mensajeHtml })
  @MaxLength(100_000, { message: M.largoMaximo })
  @IsNotEmpty({ message: M.faltaMensaje })
  @IsString({ message: M.faltaMensaje })
  @Recortar()
  Mensaje!: string;
}
