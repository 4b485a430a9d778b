import { Command } from '@nestjs/cqrs';
import type { EstadoPiso, HabitacionPiso } from '@recepcion/contracts';

/** Housekeeping changes a room's state on the board. */
export class CambiarEstadoPiso extends Command<HabitacionPiso> {
  constructor(
    readonly habitacionId: number,
    readonly estado: EstadoPiso,
  ) {
    super();
  }
}
