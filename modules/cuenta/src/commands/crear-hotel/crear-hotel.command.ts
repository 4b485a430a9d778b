import { Command } from '@nestjs/cqrs';
import type { HotelDto } from '../../compartido/hotel.dto';
import type { HotelRespuesta } from '../../compartido/hotel-propio';

/**
 * Opens another hotel of the session hotel's company, with a configuration copied from it (currency,
 * country, e-mail) and the caller as its administrator. The session stays in the current hotel.
 */
export class CrearHotel extends Command<HotelRespuesta> {
  constructor(readonly datos: HotelDto) {
    super();
  }
}
