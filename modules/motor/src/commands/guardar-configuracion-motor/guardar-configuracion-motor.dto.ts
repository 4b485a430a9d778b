import { type ConfiguracionMotor, type DescripcionTipoHabitacion, LIMITES_MOTOR, MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class DescripcionTipoDto implements DescripcionTipoHabitacion {
  @IsInt({ message: M.tiposNoValidos }) @Type(() => Number) TipoHabitacionId!: number;
  @MaxLength(1000, { message: M.numeroNoValido('La descripción') }) @IsString({ message: M.numeroNoValido('La descripción') }) @Recortar() Descripcion!: string;
}

/** `PUT /api/MotorReservas`. */
export class ConfiguracionMotorDto implements ConfiguracionMotor {
  @IsBoolean({ message: M.numeroNoValido('Activo') }) Activo!: boolean;
  @MaxLength(60, { message: M.slugNoValido }) @IsString({ message: M.slugNoValido }) @Recortar() Slug!: string;
  @ArrayMaxSize(500, { message: M.tiposNoValidos }) @IsInt({ each: true, message: M.tiposNoValidos }) @IsArray({ message: M.tiposNoValidos }) TiposHabitacion!: number[];
  @ArrayMaxSize(500, { message: M.tiposNoValidos }) @ValidateNested({ each: true }) @Type(() => DescripcionTipoDto) @IsArray({ message: M.tiposNoValidos }) Descripciones!: DescripcionTipoDto[];
  @Max(LIMITES_MOTOR.estanciaMaxima, { message: M.estanciaNoValida }) @Min(1, { message: M.estanciaNoValida }) @IsInt({ message: M.estanciaNoValida }) @Type(() => Number) EstanciaMinima!: number;
  @Max(LIMITES_MOTOR.estanciaMaxima, { message: M.estanciaNoValida }) @Min(1, { message: M.estanciaNoValida }) @IsInt({ message: M.estanciaNoValida }) @Type(() => Number) EstanciaMaxima!: number;
  @Max(LIMITES_MOTOR.anticipacionMaxima, { message: M.anticipacionNoValida }) @Min(0, { message: M.anticipacionNoValida }) @IsInt({ message: M.anticipacionNoValida }) @Type(() => Number) DiasAnticipacionMaxima!: number;
  @Max(LIMITES_MOTOR.anticipacionMaxima, { message: M.anticipacionNoValida }) @Min(0, { message: M.anticipacionNoValida }) @IsInt({ message: M.anticipacionNoValida }) @Type(() => Number) DiasAnticipacionMinima!: number;
  @IsBoolean({ message: M.numeroNoValido('Permite niños') }) PermiteNinos!: boolean;
  @IsIn([1, 2], { message: M.estadoInicialNoValido }) @Type(() => Number) EstadoInicialId!: 1 | 2;
  @Max(LIMITES_MOTOR.cancelacionMaxima, { message: M.diasCancelacionNoValidos }) @Min(0, { message: M.diasCancelacionNoValidos }) @IsInt({ message: M.diasCancelacionNoValidos }) @Type(() => Number) DiasCancelacionGratis!: number;
  @IsOptional() @MaxLength(200, { message: M.sitioNoValido }) @IsString({ message: M.sitioNoValido }) @Recortar() SitioPermitido!: string | null;
}
