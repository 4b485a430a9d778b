import { type AnularReservaCuerpo, MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AnularReservaDto implements AnularReservaCuerpo {
  @MaxLength(1000) @IsNotEmpty({ message: M.motivoAnulacion }) @IsString({ message: M.motivoAnulacion })
  texto!: string;
}
