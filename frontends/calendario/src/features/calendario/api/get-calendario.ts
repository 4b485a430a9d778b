import { api } from '@recepcion/api-client';
import type { DatosCalendario } from '../tipos';

export const calendarioKey = (desde: string, dias: number) => ['calendario', desde, dias] as const;

/** `GET /api/Calendario/{desde}?dias=n`: the cells, rooms, room types and blocks of a window; with `aLas`, as they stood then. */
export function getCalendario(desde: string, dias: number, aLas: string | null = null): Promise<DatosCalendario> {
  return api.get<DatosCalendario>(`Calendario/${desde}`, { query: { dias, aLas } });
}
