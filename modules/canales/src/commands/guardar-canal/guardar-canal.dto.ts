import { type CanalCuerpo, MENSAJES_CANALES as M } from '@recepcion/contracts';
import { OpcionalSinNulo, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST /api/Canales` and `PUT /api/Canales/{id}`. The URL's scheme and host are checked again on every pull. */
export class CanalDto implements CanalCuerpo {
  @IsInt({ message: M.seleccioneHabitacion }) @Type(() => Number) HabitacionId!: number;
  @MaxLength(80, { message: M.nombreLargo }) @IsNotEmpty({ message: M.ingreseNombre }) @IsString({ message: M.ingreseNombre }) @Recortar() Nombre!: string;
  @MaxLength(2000, { message: M.urlLarga }) @IsNotEmpty({ message: M.ingreseUrl }) @IsString({ message: M.ingreseUrl }) @Recortar() Url!: string;
  @OpcionalSinNulo() @IsBoolean({ message: M.activoNoValido }) Activo!: boolean;
}
