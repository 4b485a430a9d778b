import type { ListaEsperaDetalle } from '@recepcion/contracts';

/** A waiting-list entry as `/api/ListaEspera` answers it (spec section 3, ListaEspera): the contract's type. */
export type Espera = ListaEsperaDetalle;

/** An item of `/api/Autocomplete/Clientes`: only what the picker uses. */
export interface ClienteItem {
  Id: number;
  Nombre: string;
}
