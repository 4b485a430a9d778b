import { Command } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';

/** Cancels a reservation with its reason: its nights are free at once. */
export class AnularReserva extends Command<ReservaDetalle> {
  constructor(
    readonly id: number,
    readonly motivo: string,
  ) {
    super();
  }
}
