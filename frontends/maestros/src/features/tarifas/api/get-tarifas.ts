import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { TarifaFila, TipoServicioId } from '../../../lib/tipos';

/** `GET /api/TarifasB/{hotelId}/{tipo}`: the hotel's price lists of one service kind. */
export function getTarifas(hotelId: number, tipo: TipoServicioId, signal?: AbortSignal): Promise<TarifaFila[]> {
  return api.get<TarifaFila[]>(`TarifasB/${hotelId}/${tipo}`, { signal });
}

export const tarifasKey = (hotelId: number, tipo: TipoServicioId) => `TarifasB/${hotelId}/${tipo}`;

export function useTarifas(hotelId: number, tipo: TipoServicioId) {
  return useQuery(tarifasKey(hotelId, tipo), (signal) => getTarifas(hotelId, tipo, signal));
}
