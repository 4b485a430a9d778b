import { Command } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';

/** Turns waiting entry `id` into a reservation (its client, dates and guests); the entry leaves the list. */
export class ReservarEspera extends Command<ReservaDetalle> {
  constructor(readonly id: number) {
    super();
  }
}
