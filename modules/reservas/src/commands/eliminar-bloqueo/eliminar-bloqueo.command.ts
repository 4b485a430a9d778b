import { Command } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';

/** Deletes a room block: it frees its nights in `ocupacion`; answers the block as it was. */
export class EliminarBloqueo extends Command<BloqueoHabitacion> {
  constructor(readonly id: number) {
    super();
  }
}
