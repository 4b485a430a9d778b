import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { ClienteConDocumento as Cliente } from '../documento';

export type ClienteDatos = Omit<Cliente, 'GiroNombre'>;

/**
 * Saves a client (spec section 4, "Dialog flow"): `PUT /api/Clientes/{id}` when the id is above
 * 0, `POST /api/Clientes` otherwise.
 */
export function guardarCliente(datos: ClienteDatos): Promise<Cliente> {
  return datos.Id > 0 ? api.put<Cliente>(`Clientes/${datos.Id}`, datos) : api.post<Cliente>('Clientes', datos);
}

export function useGuardarCliente() {
  return useMutation(guardarCliente);
}
