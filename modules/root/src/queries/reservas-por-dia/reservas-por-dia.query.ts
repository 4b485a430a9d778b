import { Query } from '@nestjs/cqrs';
import type { ReservasPorDiaFila } from '@recepcion/contracts';

/** Reservations of every hotel per UTC day of creation (`Creadas`) or of last modification. */
export class ReservasPorDiaRoot extends Query<ReservasPorDiaFila[]> {
  constructor(
    readonly criterio: 'creacion' | 'modificacion',
    readonly desde: string,
    readonly hasta: string,
  ) {
    super();
  }
}
