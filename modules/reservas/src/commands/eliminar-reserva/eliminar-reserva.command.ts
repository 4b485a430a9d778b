import { Command } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';

/** Deletes a reservation: it frees its nights and no read answers it any more. */
export class EliminarReserva extends Command<ReservaDetalle> {
  constructor(readonly id: number) {
    super();
  }
}
