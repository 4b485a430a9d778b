import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Gasto } from '../tipos';

/** Spec section 4, "Dialog flow": `PUT /api/Gastos/{id}` when the id is above 0, `POST /api/Gastos` otherwise. */
export function guardarGasto(datos: Gasto): Promise<Gasto> {
  return datos.Id > 0 ? api.put<Gasto>(`Gastos/${datos.Id}`, datos) : api.post<Gasto>('Gastos', datos);
}

export function useGuardarGasto() {
  return useMutation(guardarGasto);
}
