import { Query } from '@nestjs/cqrs';
import type { HotelUsuario } from '@recepcion/contracts';

/** Who may work in the hotel `hotelId`, which must be the session's (another one is "not found"). */
export class HotelUsuarios extends Query<HotelUsuario[]> {
  constructor(readonly hotelId: number) {
    super();
  }
}
