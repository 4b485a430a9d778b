import { Query } from '@nestjs/cqrs';
import type { ReservaWebDetalle } from '@recepcion/contracts';

/** The guest's own booking behind `token` (nothing else of the hotel). */
export class ObtenerReservaWeb extends Query<ReservaWebDetalle> {
  constructor(readonly token: string) {
    super();
  }
}
