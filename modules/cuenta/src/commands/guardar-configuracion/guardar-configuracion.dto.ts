import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { OpcionalSinNulo, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { largoMaximo, noValido } from '../../compartido/validacion';

/** `POST /api/Configuraciones` and `PUT /api/Configuraciones/{id}`. */
export class ConfiguracionDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;

  @IsOptional() @MaxLength(10, { message: M.faltaMoneda }) @IsString({ message: M.faltaMoneda }) MonedaId?: string | null;
  @IsOptional() @IsInt({ message: noValido('Impuesto') }) @Type(() => Number) TipoImpuestoId?: number | null;
  @OpcionalSinNulo() @IsBoolean({ message: noValido('Impuesto incluido') }) ImpuestoIncluido?: boolean;
  @IsOptional() @IsInt({ message: noValido('Impuesto de los servicios adicionales') }) @Type(() => Number) TipoImpuestoSAId?: number | null;
  @OpcionalSinNulo() @IsBoolean({ message: noValido('Impuesto incluido de los servicios adicionales') }) ImpuestoIncluidoSA?: boolean;
  @OpcionalSinNulo() @IsBoolean({ message: noValido('Precio de habitación por persona') }) PrecioHabitacionPorPersona?: boolean;
  @OpcionalSinNulo() @IsBoolean({ message: noValido('Precio de régimen por persona') }) PrecioRegimenPorPersona?: boolean;
  @IsOptional() @MaxLength(2000, { message: largoMaximo('Encabezado', 2000) }) @IsString({ message: noValido('Encabezado') }) Encabezado?: string | null;
  @IsOptional() @IsInt({ message: M.faltaPais }) @Type(() => Number) PaisId?: number | null;
  /** An IANA name (`America/Santiago`), checked against Intl by the handler; null: none (the desk browser's decides). */
  @IsOptional() @MaxLength(64, { message: M.zonaHorariaDesconocida }) @IsString({ message: M.zonaHorariaDesconocida }) ZonaHoraria?: string | null;
  @ValidateIf((o) => o.Email) @IsEmail({}, { message: M.emailInvalido }) Email?: string | null;
  /** Sets the check-out password; '' removes it; absent leaves it. Never read back. */
  @IsOptional() @MaxLength(200, { message: largoMaximo('Clave de check-out', 200) }) @IsString({ message: noValido('Clave de check-out') }) ClaveCheckOut?: string;
}
