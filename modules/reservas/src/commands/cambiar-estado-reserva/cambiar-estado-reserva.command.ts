import { Command } from '@nestjs/cqrs';
import type { EstadoReservaId, ReservaDetalle } from '@recepcion/contracts';

export type ReservaConEstado = ReservaDetalle & { mensajeCheckOut?: string | null };

/** A status call of spec section 7. A check-out brings the hotel's check-out password, when it set one. */
export class CambiarEstadoReserva extends Command<ReservaConEstado> {
  constructor(
    readonly id: number,
    readonly estadoId: EstadoReservaId,
    readonly claveCheckOut?: string,
  ) {
    super();
  }
}
