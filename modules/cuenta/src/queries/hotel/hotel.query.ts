import { Query } from '@nestjs/cqrs';
import type { HotelRespuesta } from '../../compartido/hotel-propio';

/** The session's hotel; any other id is "not found". */
export class ObtenerHotel extends Query<HotelRespuesta> {
  constructor(readonly id: number) {
    super();
  }
}
