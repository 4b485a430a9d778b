import {
  type BloqueoGuardadoDatos,
  type EventoReservaPublicado,
  EVENTOS_BLOQUEO,
  idDeStream,
  PREFIJO_STREAM_BLOQUEO,
  PREFIJO_STREAM_RESERVA,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { EventoProyectado } from '@recepcion/platform';
import { evolucionar, type ReservaInforme } from '../../domain/reserva-informe';

/** A reservation's stream: its `informe_reserva` row (`datos` is the state) and the rows derived from it. */
export interface ReservaEnInforme {
  tipo: 'reserva';
  reserva: ReservaInforme;
}

/** A block's stream: its `informe_bloqueo` row. */
export interface BloqueoEnInforme {
  tipo: 'bloqueo';
  bloqueoId: number;
  hotelId: number;
  habitacionId: number;
  desde: string;
  hasta: string;
  /** A period out of order: its reason (housekeeping tells it from a block). */
  motivoFueraServicio: string | null;
  /** A stay imported from a channel's feed: the channel's name. */
  canal: string | null;
}

/** What a stream leaves in the reports' tables. */
export type FilaInforme = ReservaEnInforme | BloqueoEnInforme;

/**
 * One event applied to its stream's reports row (pure: the live write and the replay fold with it).
 * A reservation evolves by the reports' own `evolucionar` (an event before its creation leaves
 * nothing); a block's row follows its last save, and its removal leaves none.
 */
export function evolucionarInformes(fila: FilaInforme | null, evento: EventoProyectado, streamId: string): FilaInforme | null {
  const reservaId = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
  if (reservaId !== null) {
    const despues = evolucionar(fila?.tipo === 'reserva' ? fila.reserva : null, reservaId, evento as EventoReservaPublicado);
    return despues ? { tipo: 'reserva', reserva: despues } : fila;
  }
  const bloqueoId = idDeStream(streamId, PREFIJO_STREAM_BLOQUEO);
  if (bloqueoId === null) return fila;
  if (evento.type === EVENTOS_BLOQUEO.eliminado) return null;
  if (evento.type !== EVENTOS_BLOQUEO.guardado) return fila;
  const b = evento.data as BloqueoGuardadoDatos;
  // The hotel is the first save's: a block never changes hotel.
  return {
    tipo: 'bloqueo',
    bloqueoId,
    hotelId: fila?.tipo === 'bloqueo' ? fila.hotelId : b.hotelId,
    habitacionId: b.habitacionId,
    desde: b.fecha,
    hasta: sumarDias(b.fecha, b.noches),
    motivoFueraServicio: b.fueraServicio?.motivo ?? null,
    canal: b.canal?.nombre ?? null,
  };
}
