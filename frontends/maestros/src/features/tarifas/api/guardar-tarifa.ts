import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Tarifa, TarifaPedido } from '../../../lib/tipos';

/**
 * Saves a price list with its lines (spec section 4, "Dialog flow"): `PUT /api/TarifasB/{id}`
 * (which replaces the lines) when the id is above 0, `POST /api/TarifasB` otherwise.
 */
export function guardarTarifa(tarifa: TarifaPedido): Promise<Tarifa> {
  return tarifa.Id > 0 ? api.put<Tarifa>(`TarifasB/${tarifa.Id}`, tarifa) : api.post<Tarifa>('TarifasB', tarifa);
}

export function useGuardarTarifa() {
  return useMutation(guardarTarifa);
}
