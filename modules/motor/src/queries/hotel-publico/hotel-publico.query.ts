import { Query } from '@nestjs/cqrs';
import type { HotelPublico } from '@recepcion/contracts';

/** What the booking page at `slug` shows before a search (404 while the engine is off). */
export class ObtenerHotelPublico extends Query<HotelPublico> {
  constructor(readonly slug: string) {
    super();
  }
}
