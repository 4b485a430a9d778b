import type { ListaEsperaDetalle, ListaEsperaFila } from '@recepcion/contracts';

/**
 * A waiting-list entry as `/api/ListaEspera` answers it (spec section 3, ListaEspera); the search's
 * rows also say whether its rooms are free now (a row just saved does not, until the list reloads).
 */
export type Espera = ListaEsperaDetalle & Partial<Pick<ListaEsperaFila, 'HayDisponibilidad'>>;

/** An item of `/api/Autocomplete/Clientes`: only what the picker uses. */
export interface ClienteItem {
  Id: number;
  Nombre: string;
}
