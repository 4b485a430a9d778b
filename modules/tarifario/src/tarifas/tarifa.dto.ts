import { CAMPOS_MONTO, MENSAJES_MONTOS, MENSAJES_TARIFA as M, MONTO_MAXIMO } from '@recepcion/contracts';
import { PAX_MAX_PREDETERMINADO } from '@recepcion/domain';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { OpcionalSinNulo } from '@recepcion/platform';
import { noValido } from '../compartido';

export class TarifaLineaDto {
  @IsOptional() @IsInt({ message: noValido('Id') }) Id?: number;

  @IsInt({ message: 'Seleccione un servicio' }) @Type(() => Number)
  ServicioId!: number;

  @Max(MONTO_MAXIMO, { message: MENSAJES_MONTOS.maximo(CAMPOS_MONTO.valorTarifa, MONTO_MAXIMO) }) @Min(0, { message: M.valorNegativo }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.faltaValor }) @IsNotEmpty({ message: M.faltaValor })
  Valor!: number;

  @OpcionalSinNulo() @Min(1, { message: 'La cantidad máxima de pasajeros debe ser mayor que 0' }) @IsInt({ message: 'La cantidad máxima de pasajeros debe ser un número entero' }) @Type(() => Number)
  PaxMax: number = PAX_MAX_PREDETERMINADO;
}

export class TarifaDto {
  @IsIn([5, 6, 7], { message: M.tipoServicio }) @Type(() => Number)
  TipoServicioId!: number;

  @IsInt({ message: M.seleccioneTemporada }) @Type(() => Number)
  TemporadaId!: number;

  @IsNotEmpty({ message: M.seleccioneMoneda }) @IsString({ message: M.seleccioneMoneda })
  MonedaId!: string;

  @IsInt({ message: M.seleccioneImpuesto }) @Type(() => Number)
  TipoImpuestoId!: number;

  @IsOptional() @IsBoolean({ message: noValido('Impuesto incluido') }) ImpuestoIncluido?: boolean;
  @IsOptional() @IsBoolean({ message: noValido('Precio por pasajero') }) PrecioPorPasajero?: boolean;

  @IsArray({ message: M.faltaValor }) @ValidateNested({ each: true, message: M.faltaValor }) @Type(() => TarifaLineaDto)
  DetalleTarifa: TarifaLineaDto[] = [];
}
