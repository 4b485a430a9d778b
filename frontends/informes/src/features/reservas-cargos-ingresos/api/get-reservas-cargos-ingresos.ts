import { api } from '@recepcion/api-client';
import type { FilaReservaCargosIngresos } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfReservasCargosIngresos/{desde}/{hasta}`: charges, payments and balance per reservation and currency. */
export function getReservasCargosIngresos(desde: string, hasta: string, signal?: AbortSignal): Promise<FilaReservaCargosIngresos[]> {
  return api.get<FilaReservaCargosIngresos[]>(`Informes/InfReservasCargosIngresos/${desde}/${hasta}`, { signal });
}

export const claveReservasCargosIngresos = (hotelId: number, desde: string, hasta: string) => `InfReservasCargosIngresos/${hotelId}/${desde}/${hasta}`;

export function useReservasCargosIngresos(hotelId: number, desde: string, hasta: string) {
  return useInforme(claveReservasCargosIngresos(hotelId, desde, hasta), (signal) => getReservasCargosIngresos(desde, hasta, signal));
}
