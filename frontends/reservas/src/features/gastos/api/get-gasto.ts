import { api } from '@recepcion/api-client';
import type { Gasto } from '../tipos';

/** `GET /api/Gastos/{id}`: one expense, read before its dialog opens. */
export function getGasto(id: number): Promise<Gasto> {
  return api.get<Gasto>(`Gastos/${id}`);
}
