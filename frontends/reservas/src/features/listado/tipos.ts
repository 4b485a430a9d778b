import type { FilaListadoReservas, FiltroListadoReservas, ListadoReservasPaginado } from '@recepcion/contracts';

/** The filter of `POST /api/ReservasB/ListadoReservas` (spec section 7), every field sent. */
export type FiltroListado = Required<FiltroListadoReservas>;

/** A row of the reservation list (spec section 3): one reservation with its totals per currency. */
export type FilaListado = FilaListadoReservas;

/** A page of the list with the totals of every page (`ListadoReservas/Paginado`). */
export type PaginaListado = ListadoReservasPaginado;

/** An item of `/api/Autocomplete/Clientes`. */
export interface ClienteItem {
  Id: number;
  Nombre: string;
}
