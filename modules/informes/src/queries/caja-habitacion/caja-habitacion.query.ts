import { Query } from '@nestjs/cqrs';
import type { FilaCajaHabitacion } from '@recepcion/contracts';

/** The daily cash per room of one day (`yyyy-MM-dd`), as it stood at `aLas` when given. */
export class CajaHabitacion extends Query<FilaCajaHabitacion[]> {
  constructor(
    readonly fecha: string,
    readonly aLas?: Date,
  ) {
    super();
  }
}
