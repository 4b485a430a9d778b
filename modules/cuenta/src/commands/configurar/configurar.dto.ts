import { type ConfigurarDto as ConfigurarContrato, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { largoMaximo } from '../../compartido/validacion';
import { Recortar } from '@recepcion/platform';

export class ConfigurarDto implements ConfigurarContrato {
  @IsInt({ message: 'Falta el hotel' }) @Type(() => Number)
  hotelId!: number;

  @MaxLength(60, { message: largoMaximo('Nombre del impuesto', 60) }) @IsNotEmpty({ message: M.faltaImpuestoNombre }) @IsString({ message: M.faltaImpuestoNombre }) @Recortar()
  impuestoNombre!: string;

  @Max(50, { message: M.impuestoPorcentaje }) @Min(0, { message: M.impuestoPorcentaje }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.impuestoPorcentaje }) @Type(() => Number)
  impuestoPorcentaje!: number;

  @MaxLength(10, { message: M.faltaMoneda }) @IsNotEmpty({ message: M.faltaMoneda }) @IsString({ message: M.faltaMoneda })
  monedaId!: string;

  @Min(Number.MIN_VALUE, { message: M.habitacionesMinimo }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.habitacionesMinimo }) @Type(() => Number)
  habitaciones!: number;
}
