import { Query } from '@nestjs/cqrs';
import type { TableroEstados } from '@recepcion/contracts';

/** The dashboard of one day (`yyyy-MM-dd`). */
export class EstadosDelDia extends Query<TableroEstados> {
  constructor(readonly fecha: string) {
    super();
  }
}
