import { Query } from '@nestjs/cqrs';
import type { PendientesCierre } from '@recepcion/contracts';

/** What keeps date `fecha` from a clean close: arrivals, departures, balances, dirty rooms. */
export class ObtenerPendientesCierre extends Query<PendientesCierre> {
  constructor(readonly fecha: string) {
    super();
  }
}
