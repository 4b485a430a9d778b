import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { largoMaximo, noValido } from '../../compartido/validacion';

/** `PUT /api/Empresas/{id}`. */
export class EmpresaDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;

  @IsOptional() @MaxLength(200, { message: largoMaximo('Dirección', 200) }) @IsString({ message: noValido('Dirección') }) Direccion?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Ciudad', 120) }) @IsString({ message: noValido('Ciudad') }) Ciudad?: string | null;
  @IsOptional() @IsInt({ message: M.faltaPais }) @Type(() => Number) PaisId?: number | null;
  @IsOptional() @MaxLength(60, { message: largoMaximo('Teléfono', 60) }) @IsString({ message: noValido('Teléfono') }) Telefono1?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Persona de contacto', 120) }) @IsString({ message: noValido('Persona de contacto') }) PersonaContacto?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Giro', 120) }) @IsString({ message: noValido('Giro') }) Giro?: string | null;
  @IsOptional() @MaxLength(2000, { message: largoMaximo('Mensaje de check-out', 2000) }) @IsString({ message: noValido('Mensaje de check-out') }) MensajeCheckOut?: string | null;
  @IsOptional() @Min(0, { message: 'El campo Tope de reservas no puede ser negativo' }) @IsInt({ message: noValido('Tope de reservas') }) @Type(() => Number) TopeReservas?: number | null;
  @IsOptional() @Min(0, { message: 'El campo Tope de reservas vigentes no puede ser negativo' }) @IsInt({ message: noValido('Tope de reservas vigentes') }) @Type(() => Number) TopeReservasVigentes?: number | null;
}
