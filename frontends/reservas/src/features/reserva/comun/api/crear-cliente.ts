import { api } from '@recepcion/api-client';
import type { ItemNombre } from '../tipos';

export interface NuevoCliente {
  Nombre: string;
  GiroId: number;
  PaisId: number;
  Ciudad?: string;
}

/** `POST /api/Clientes`: a quick new client (the wizard) or guest (giro 1). */
export function crearCliente(cliente: NuevoCliente): Promise<ItemNombre> {
  return api.post<ItemNombre>('Clientes', cliente);
}
