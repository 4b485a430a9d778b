import { Query } from '@nestjs/cqrs';
import type { InformeGlobalFila } from '@recepcion/contracts';

/** One row per hotel of the installation with its reservation counts. */
export class InformeGlobalReservas extends Query<InformeGlobalFila[]> {}
