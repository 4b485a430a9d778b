import { Query } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';

/** One reservation of the session's hotel, from the read model; a deleted or another hotel's one is not found. */
export class ObtenerReserva extends Query<ReservaDetalle> {
  constructor(readonly id: number) {
    super();
  }
}
