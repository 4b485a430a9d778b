import { Query } from '@nestjs/cqrs';
import type { FilaEstadistica } from '@recepcion/contracts';

/** Daily or monthly statistics of a window already within the section 5 rules. */
export class Estadistica extends Query<FilaEstadistica[]> {
  constructor(
    readonly desde: string,
    readonly hasta: string,
    readonly mensual: boolean,
  ) {
    super();
  }
}
