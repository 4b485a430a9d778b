import { api } from '@recepcion/api-client';
import type { EstadoPiso, FilaEstadoHotel, HabitacionPiso } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** A row of the report with the room's housekeeping state now (the board's, `GET /api/Pisos`); null when it could not be read. */
export type FilaEstadoHotelConLimpieza = FilaEstadoHotel & { EstadoLimpieza: EstadoPiso | null };

/** `GET /api/Informes/InfEstadoHotel/{fecha}`: every room on that day, who is in, arriving, leaving. */
export function getEstadoHotel(fecha: string, signal?: AbortSignal): Promise<FilaEstadoHotel[]> {
  return api.get<FilaEstadoHotel[]>(`Informes/InfEstadoHotel/${fecha}`, { signal });
}

/**
 * `GET /api/Pisos`: each room's housekeeping state now. Silent, and an empty answer when it fails:
 * the report still shows who is in, arriving and leaving, with the state left blank.
 */
export function getEstadosLimpieza(signal?: AbortSignal): Promise<Map<number, EstadoPiso>> {
  return api.get<HabitacionPiso[]>('Pisos', { signal, silent: true }).then(
    (habitaciones) => new Map(habitaciones.map((h) => [h.HabitacionId, h.Estado])),
    (error: unknown) => {
      if (signal?.aborted) throw error;
      return new Map();
    },
  );
}

/** The report's rows, each with its room's housekeeping state (both read at once). */
export async function getEstadoHotelConLimpieza(fecha: string, signal?: AbortSignal): Promise<FilaEstadoHotelConLimpieza[]> {
  const [filas, limpieza] = await Promise.all([getEstadoHotel(fecha, signal), getEstadosLimpieza(signal)]);
  return filas.map((f) => ({ ...f, EstadoLimpieza: limpieza.get(f.HabitacionId) ?? null }));
}

export const claveEstadoHotel = (hotelId: number, fecha: string) => `InfEstadoHotel/${hotelId}/${fecha}`;

export function useEstadoHotel(hotelId: number, fecha: string) {
  return useInforme(claveEstadoHotel(hotelId, fecha), (signal) => getEstadoHotelConLimpieza(fecha, signal));
}
