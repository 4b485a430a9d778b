import { api } from '@recepcion/api-client';
import type { ItemNombre } from '../tipos';

/** `POST /api/Autocomplete/Clientes` {texto}. */
export function buscarClientes(texto: string): Promise<ItemNombre[]> {
  return api.post<ItemNombre[]>('Autocomplete/Clientes', { texto });
}
