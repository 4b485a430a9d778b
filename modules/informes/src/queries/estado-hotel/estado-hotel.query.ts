import { Query } from '@nestjs/cqrs';
import type { FilaEstadoHotel } from '@recepcion/contracts';

/** Housekeeping of one day (`yyyy-MM-dd`). */
export class EstadoHotel extends Query<FilaEstadoHotel[]> {
  constructor(readonly fecha: string) {
    super();
  }
}
