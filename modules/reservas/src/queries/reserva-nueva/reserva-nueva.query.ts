import { Query } from '@nestjs/cqrs';
import type { BorradorReserva, ReservaNueva as ReservaNuevaRespuesta } from '@recepcion/contracts';

/** A new reservation filled from a draft (selected cells, a client) with the defaults of spec section 4. */
export class ReservaNueva extends Query<ReservaNuevaRespuesta> {
  constructor(readonly borrador: BorradorReserva) {
    super();
  }
}
