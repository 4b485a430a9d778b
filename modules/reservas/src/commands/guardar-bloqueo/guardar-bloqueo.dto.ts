import { MENSAJES_MONTOS, MENSAJES_RESERVAS, NOCHES_MAXIMAS_BLOQUEO } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { BloqueoCuerpo } from './guardar-bloqueo.command';

const M = { fecha: MENSAJES_RESERVAS.seleccioneFecha, noches: MENSAJES_RESERVAS.ingreseNoches, habitacion: MENSAJES_RESERVAS.seleccioneHabitacion };

/** `POST /api/Bloqueos` and `PUT /api/Bloqueos/{id}`. */
export class BloqueoDto implements BloqueoCuerpo {
  @EsFecha(M.fecha) Fecha!: string;
  @Max(NOCHES_MAXIMAS_BLOQUEO, { message: MENSAJES_MONTOS.nochesMaximas }) @Min(1, { message: M.noches }) @IsInt({ message: M.noches }) @Type(() => Number) Noches!: number;
  @IsInt({ message: M.habitacion }) @Type(() => Number) HabitacionId!: number;
}
