import { Command } from '@nestjs/cqrs';
import type { EstadoReservaId, ReservaDetalle } from '@recepcion/contracts';

export type ReservaConEstado = ReservaDetalle & { mensajeCheckOut?: string | null };

/** How an early check-out ends the stay: shortened to `hoy` (the hotel's day), freeing the nights after it. */
export interface Acortamiento {
  hoy: string;
}

/**
 * A status call of spec section 7. A check-out brings the hotel's check-out password, when it set
 * one, and may shorten the stay to today.
 */
export class CambiarEstadoReserva extends Command<ReservaConEstado> {
  constructor(
    readonly id: number,
    readonly estadoId: EstadoReservaId,
    readonly claveCheckOut?: string,
    readonly acortar?: Acortamiento,
  ) {
    super();
  }
}
