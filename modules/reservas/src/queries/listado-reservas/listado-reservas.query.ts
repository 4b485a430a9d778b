import { Query } from '@nestjs/cqrs';
import type { FiltroListadoReservas, FilaListadoReservas } from '@recepcion/contracts';

/** Reservations whose stay touches [Desde, Hasta] (a year from Desde when absent). */
export class ListadoReservas extends Query<FilaListadoReservas[]> {
  constructor(readonly filtro: FiltroListadoReservas) {
    super();
  }
}
