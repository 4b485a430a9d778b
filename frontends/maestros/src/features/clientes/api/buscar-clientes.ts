import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { ClienteConDocumento as Cliente } from '../documento';

/**
 * `POST /api/Clientes/Giro/{giroId}` {texto}: the hotel's clients of one giro whose name has
 * words starting with the text (giro 0: every company, that is every giro but Particular).
 */
export function buscarClientes(giroId: number, texto: string, signal?: AbortSignal): Promise<Cliente[]> {
  return api.post<Cliente[]>(`Clientes/Giro/${giroId}`, { texto }, { signal });
}

export const clientesKey = (hotelId: number, giroId: number, texto: string) => `Clientes/Giro/${hotelId}/${giroId}/${texto}`;

export function useClientes(hotelId: number, giroId: number, texto: string) {
  return useQuery(clientesKey(hotelId, giroId, texto), (signal) => buscarClientes(giroId, texto, signal));
}
