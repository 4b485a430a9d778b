import { Query } from '@nestjs/cqrs';
import type { CambioEstadoPiso } from '@recepcion/contracts';

/** A room's changes of state, newest first. */
export class HistorialPiso extends Query<CambioEstadoPiso[]> {
  constructor(readonly habitacionId: number) {
    super();
  }
}
