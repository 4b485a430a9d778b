import { Command } from '@nestjs/cqrs';
import type { ReservaWebDetalle } from '@recepcion/contracts';

/** The guest cancels the booking behind `token`, within the hotel's free cancellation. */
export class AnularReservaWeb extends Command<ReservaWebDetalle> {
  constructor(readonly token: string) {
    super();
  }
}
