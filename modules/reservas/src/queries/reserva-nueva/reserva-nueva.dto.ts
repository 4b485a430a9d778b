import { type BorradorReserva, MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional } from 'class-validator';

export class BorradorReservaDto implements BorradorReserva {
  @IsOptional() @EsFecha(M.seleccioneCheckIn) CheckIn?: string;
  @IsOptional() @EsFecha(M.seleccioneCheckOut) CheckOut?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @Type(() => Number) HabitacionIds?: number[];
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number;
}
