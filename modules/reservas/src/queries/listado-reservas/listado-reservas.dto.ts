import { type FiltroListadoReservas, MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional } from 'class-validator';

export class ListadoReservasDto implements FiltroListadoReservas {
  @EsFecha(M.seleccioneDesde) Desde!: string;
  @IsOptional() @EsFecha(M.seleccioneHasta) Hasta?: string | null;
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number | null;
  @IsOptional() @IsBoolean() Anulados?: boolean;
}
