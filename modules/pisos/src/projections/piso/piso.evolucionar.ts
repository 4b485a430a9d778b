import { EVENTOS_PISO, type EstadoPiso, type EstadoPisoCambiadoDatos } from '@recepcion/contracts';
import type { EventoProyectado } from '@recepcion/platform';

/** What a room's stream leaves: its `piso_estado` row. */
export interface FilaPiso {
  habitacionId: number;
  hotelId: number;
  estado: EstadoPiso;
  /** ISO-8601 instant of the last change. */
  cambiadoEn: string;
}

/** One event applied to the room's row (pure: the live write and the replay fold with it). */
export function evolucionarPiso(fila: FilaPiso | null, evento: EventoProyectado): FilaPiso | null {
  if (evento.type !== EVENTOS_PISO.estadoCambiado) return fila;
  const d = evento.data as EstadoPisoCambiadoDatos;
  return { habitacionId: d.habitacionId, hotelId: d.hotelId, estado: d.a, cambiadoEn: d.en };
}
