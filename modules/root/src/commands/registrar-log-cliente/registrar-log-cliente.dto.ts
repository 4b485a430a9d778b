import type { LoggerEntradaDto } from '@recepcion/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const LARGO_TEXTO = 'El texto es demasiado largo';
const toText = ({ value }: { value: unknown }) => (value === null || value === undefined ? value : String(value));

/** `POST /api/Logger`. Every field is capped: the endpoint is open to public pages. */
export class RegistrarLogClienteDto implements LoggerEntradaDto {
  // class-validator runs the decorator nearest the property first.
  @MaxLength(4000, { message: LARGO_TEXTO })
  @IsNotEmpty({ message: 'Falta el mensaje' })
  @IsString({ message: 'Falta el mensaje' })
  message!: string;

  @IsOptional() @MaxLength(2000, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  url?: string;

  @IsOptional() @MaxLength(200, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  tag?: string;

  @IsOptional() @MaxLength(1000, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  userAgent?: string;

  @IsOptional() @Transform(toText) @MaxLength(50, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  hotelIdClient?: string;

  @IsOptional() @Transform(toText) @MaxLength(50, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  userIdClient?: string;

  @IsOptional() @MaxLength(50, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  versionClient?: string;

  @IsOptional() @MaxLength(200, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  navegador?: string;

  @IsOptional() @MaxLength(200, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  sistemaOperativo?: string;

  @IsOptional() @MaxLength(1000, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  lastClick?: string;

  @IsOptional() @MaxLength(200, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  category?: string;

  @IsOptional() @IsInt({ message: 'El número de línea no es válido' })
  lineNumber?: number;

  @IsOptional() @IsInt({ message: 'El número de columna no es válido' })
  columnNumber?: number;

  @IsOptional() @MaxLength(16000, { message: LARGO_TEXTO }) @IsString({ message: 'El texto no es válido' })
  stackTrace?: string;
}
