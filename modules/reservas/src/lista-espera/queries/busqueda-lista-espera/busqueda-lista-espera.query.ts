import { Query } from '@nestjs/cqrs';
import type { ListaEsperaFila } from '@recepcion/contracts';

/** The pending waiting entries whose stay touches [desde, hasta], each with whether it fits now. */
export class BusquedaListaEspera extends Query<ListaEsperaFila[]> {
  constructor(
    readonly desde: string,
    readonly hasta: string,
  ) {
    super();
  }
}
