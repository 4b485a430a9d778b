import { api } from '@recepcion/api-client';
import type { ClienteItem } from '../tipos';

/** `POST /api/Autocomplete/Clientes` {texto}: clients whose name has words starting so. */
export function buscarClientes(texto: string): Promise<ClienteItem[]> {
  return api.post<ClienteItem[]>('Autocomplete/Clientes', { texto });
}
