import { Query } from '@nestjs/cqrs';
import type { FiltroListadoReservas, ListadoReservasPaginado as Respuesta } from '@recepcion/contracts';

/** One page of the reservation list, with the totals of every reservation the filter matches. */
export class ListadoReservasPaginado extends Query<Respuesta> {
  constructor(
    readonly filtro: FiltroListadoReservas,
    readonly pagina: number,
    readonly tamano: number,
  ) {
    super();
  }
}
