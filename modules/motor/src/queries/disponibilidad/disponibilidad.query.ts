import { Query } from '@nestjs/cqrs';
import type { DisponibilidadTipoHabitacion } from '@recepcion/contracts';

/** The room types the hotel at `slug` can sell for this stay and these guests. */
export class DisponibilidadWeb extends Query<DisponibilidadTipoHabitacion[]> {
  constructor(
    readonly slug: string,
    readonly desde: string,
    readonly hasta: string,
    readonly adultos: number,
    readonly ninos: number,
  ) {
    super();
  }
}
