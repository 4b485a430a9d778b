import { Query } from '@nestjs/cqrs';
import type { FilasActividad, InformeActividad } from '@recepcion/contracts';

/** Activity by client of one kind (giroId; 0: every kind) in a window already within the section 5 rules. */
export class ActividadClientes<I extends InformeActividad = InformeActividad> extends Query<FilasActividad[I][]> {
  constructor(
    readonly informe: I,
    readonly desde: string,
    readonly hasta: string,
    readonly giroId: number,
  ) {
    super();
  }
}
