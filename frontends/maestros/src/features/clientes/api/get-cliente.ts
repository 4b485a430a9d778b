import { api } from '@recepcion/api-client';
import type { ClienteConDocumento as Cliente } from '../documento';

/** `GET /api/Clientes/{id}`: the client the dialog edits, as the server has it now. */
export function getCliente(id: number, signal?: AbortSignal): Promise<Cliente> {
  return api.get<Cliente>(`Clientes/${id}`, { signal });
}
