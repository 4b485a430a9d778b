import type { EventoProyectado } from '@recepcion/platform';
import { estadoInicial, evolve } from '../../domain/reserva.decider';
import type { EstadoExistente } from '../../domain/reserva-detalle';
import type { EventoReserva } from '../../domain/reserva.types';

/** What a reservation's stream leaves: its `reserva` row (the detail in `datos` is built from `estado`). */
export interface FilaReserva {
  estado: EstadoExistente;
  /** The number of its events: the detail's `Version`. */
  version: number;
  /** ISO-8601: the `now` of its first and of its last event. */
  creadaEn: string;
  modificadaEn: string;
}

/**
 * One event applied to the reservation's row (pure: the live write and the replay fold with it):
 * the decider's own `evolve`, one more version, and the event's moment as the last change (the
 * first one's as the creation). An event before the reservation's creation leaves nothing.
 */
export function evolucionarReserva(fila: FilaReserva | null, evento: EventoProyectado): FilaReserva | null {
  const estado = evolve(fila?.estado ?? estadoInicial, evento as EventoReserva);
  if (!estado.existe) return null;
  if (!evento.momento) throw new Error(`evolucionarReserva: ${evento.type} sin momento`);
  const momento = evento.momento.toISOString();
  return { estado, version: (fila?.version ?? 0) + 1, creadaEn: fila?.creadaEn ?? momento, modificadaEn: momento };
}
