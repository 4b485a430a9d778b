import { api } from '@recepcion/api-client';

export interface NuevoCliente {
  Nombre: string;
  GiroId: number;
  PaisId: number;
  Ciudad?: string;
}

/** `POST /api/Clientes`: the wizard's quick "nuevo cliente". */
export function crearCliente(cliente: NuevoCliente): Promise<{ Id: number; Nombre: string }> {
  return api.post('Clientes', cliente);
}
