import { api } from '@recepcion/api-client';

export interface ClienteItem {
  Id: number;
  Nombre: string;
}

/** `POST /api/Autocomplete/Clientes` {texto}. */
export function buscarClientes(texto: string): Promise<ClienteItem[]> {
  return api.post<ClienteItem[]>('Autocomplete/Clientes', { texto });
}
