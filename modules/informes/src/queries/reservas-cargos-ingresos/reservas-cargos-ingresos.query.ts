import { Query } from '@nestjs/cqrs';
import type { FilaReservaCargosIngresos } from '@recepcion/contracts';

/** Reservations staying in a window (already within the section 5 rules), with their charges, payments and balance; as they stood at `aLas` when given. */
export class ReservasCargosIngresos extends Query<FilaReservaCargosIngresos[]> {
  constructor(
    readonly desde: string,
    readonly hasta: string,
    readonly aLas?: Date,
  ) {
    super();
  }
}
