import { api } from '@recepcion/api-client';
import type { FilaReservaCargosIngresos } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfReservasCargosIngresos/{desde}/{hasta}`: charges, payments and balance per reservation and currency; with `aLas`, as they stood then. */
export function getReservasCargosIngresos(desde: string, hasta: string, signal?: AbortSignal, aLas: string | null = null): Promise<FilaReservaCargosIngresos[]> {
  return api.get<FilaReservaCargosIngresos[]>(`Informes/InfReservasCargosIngresos/${desde}/${hasta}`, { signal, query: { aLas } });
}

export const claveReservasCargosIngresos = (hotelId: number, desde: string, hasta: string, aLas: string | null = null) =>
  `InfReservasCargosIngresos/${hotelId}/${desde}/${hasta}${aLas ? `/${aLas}` : ''}`;

export function useReservasCargosIngresos(hotelId: number, desde: string, hasta: string, aLas: string | null = null) {
  return useInforme(claveReservasCargosIngresos(hotelId, desde, hasta, aLas), (signal) => getReservasCargosIngresos(desde, hasta, signal, aLas));
}
