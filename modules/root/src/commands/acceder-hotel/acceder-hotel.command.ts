import { Command } from '@nestjs/cqrs';
import type { AccesoHotelRespuesta } from '@recepcion/contracts';

/** The operator's own session works as hotel `hotelId` (support access); null: back to its own hotel. */
export class AccederHotel extends Command<AccesoHotelRespuesta> {
  constructor(
    readonly hotelId: number | null,
    /** The client's address, for the audit log. */
    readonly direccion: string | null,
  ) {
    super();
  }
}
