import { type FueraServicioCuerpo, MENSAJES_PISOS as M } from '@recepcion/contracts';
import { EsFecha, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST /api/FueraServicio`. */
export class FueraServicioDto implements FueraServicioCuerpo {
  @IsInt({ message: M.habitacionNoValida }) @Type(() => Number) HabitacionId!: number;
  @EsFecha(M.fechasNoValidas) Desde!: string;
  @EsFecha(M.fechasNoValidas) Hasta!: string;
  @MaxLength(200, { message: M.motivoLargo }) @IsNotEmpty({ message: M.ingreseMotivo }) @IsString({ message: M.ingreseMotivo }) @Recortar() Motivo!: string;
}
