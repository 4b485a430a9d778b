import { IDIOMAS_MOTOR, type IdiomaMotor, largoMaximo, LIMITES_MOTOR, MENSAJES_MOTOR as M, noValido, type ReservaWebCuerpo, TELEFONO_CON_DIGITOS } from '@recepcion/contracts';
import { EsFecha, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** `POST /api/Publico/{slug}/Reservas`: what a stranger sends, checked field by field before anything is read. */
export class ReservaWebDto implements ReservaWebCuerpo {
  @IsInt({ message: M.tipoNoVendido }) @Type(() => Number) TipoHabitacionId!: number;
  @EsFecha(M.fechasNoValidas) CheckIn!: string;
  @EsFecha(M.fechasNoValidas) CheckOut!: string;
  @Max(LIMITES_MOTOR.huespedesMaximos, { message: M.adultosNoValidos }) @Min(1, { message: M.adultosNoValidos }) @IsInt({ message: M.adultosNoValidos }) @Type(() => Number) Adultos!: number;
  @Max(LIMITES_MOTOR.huespedesMaximos, { message: M.adultosNoValidos }) @Min(0, { message: M.adultosNoValidos }) @IsInt({ message: M.adultosNoValidos }) @Type(() => Number) Ninos!: number;
  @MaxLength(200, { message: largoMaximo('Nombre', 200) }) @IsNotEmpty({ message: M.ingreseNombre }) @IsString({ message: M.ingreseNombre }) @Recortar() Nombre!: string;
  @MaxLength(200, { message: M.ingreseEmail }) @IsEmail({}, { message: M.ingreseEmail }) @IsString({ message: M.ingreseEmail }) @Recortar() Email!: string;
  @MaxLength(60, { message: largoMaximo('Teléfono', 60) }) @Matches(TELEFONO_CON_DIGITOS, { message: M.telefonoCorto }) @IsNotEmpty({ message: M.ingreseTelefono }) @IsString({ message: M.ingreseTelefono }) @Recortar() Telefono!: string;
  @IsInt({ message: M.seleccionePais }) @Type(() => Number) PaisId!: number;
  @IsOptional() @MaxLength(40, { message: M.numeroNoValido('El documento') }) @IsString({ message: M.numeroNoValido('El documento') }) @Recortar() Documento?: string | null;
  @IsOptional() @MaxLength(1000, { message: M.numeroNoValido('El comentario') }) @IsString({ message: M.numeroNoValido('El comentario') }) @Recortar() Comentario?: string | null;
  @Equals(true, { message: M.acepteLaPolitica }) @IsBoolean({ message: M.acepteLaPolitica }) AceptaPolitica!: boolean;
  @IsOptional() @MaxLength(500, { message: M.pareceAutomatico }) @IsString({ message: M.pareceAutomatico }) Sitio?: string | null;
  @Min(0, { message: M.pareceAutomatico }) @IsInt({ message: M.pareceAutomatico }) @Type(() => Number) SegundosLlenado!: number;
  @IsOptional() @IsIn(IDIOMAS_MOTOR, { message: noValido('Idioma') }) Idioma?: IdiomaMotor;
}
