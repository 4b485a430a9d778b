import { api } from '@recepcion/api-client';
import type { Espera } from '../tipos';

/** `GET /api/ListaEspera/{id}`: one entry, read before its dialog opens. */
export function getEspera(id: number): Promise<Espera> {
  return api.get<Espera>(`ListaEspera/${id}`);
}
