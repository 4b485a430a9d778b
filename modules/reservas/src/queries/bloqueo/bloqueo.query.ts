import { Query } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';

/** One room block of the session's hotel. */
export class ObtenerBloqueo extends Query<BloqueoHabitacion> {
  constructor(readonly id: number) {
    super();
  }
}
