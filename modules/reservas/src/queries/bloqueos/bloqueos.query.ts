import { Query } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';

/** The session hotel's room blocks with a night on or after `desde`, by date. */
export class BloqueosDesde extends Query<BloqueoHabitacion[]> {
  constructor(readonly desde: string) {
    super();
  }
}
