import { api } from '@recepcion/api-client';
import type { ItemNombre } from '../../comun/tipos';

/** `POST /api/Autocomplete/Pasajeros` {texto}. */
export function buscarPasajeros(texto: string): Promise<ItemNombre[]> {
  return api.post<ItemNombre[]>('Autocomplete/Pasajeros', { texto });
}
