import { Query } from '@nestjs/cqrs';
import type { FilaHabitacionesDisponibles } from '@recepcion/contracts';

/** Free rooms per room type per day, from `desde` to the end of its month. */
export class HabitacionesDisponibles extends Query<FilaHabitacionesDisponibles[]> {
  constructor(readonly desde: string) {
    super();
  }
}
