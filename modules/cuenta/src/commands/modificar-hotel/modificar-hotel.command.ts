import { Command } from '@nestjs/cqrs';
import type { HotelDto } from '../../compartido/hotel.dto';
import type { HotelRespuesta } from '../../compartido/hotel-propio';

/** Renames the session's hotel; any other id is "not found". */
export class ModificarHotel extends Command<HotelRespuesta> {
  constructor(
    readonly id: number,
    readonly datos: HotelDto,
  ) {
    super();
  }
}
