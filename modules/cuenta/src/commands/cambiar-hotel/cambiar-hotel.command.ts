import { Command } from '@nestjs/cqrs';
import type { CambioHecho } from './cambiar-hotel.handler';

/** Moves the session to hotel `hotelId`, one the user has access to. */
export class CambiarHotel extends Command<CambioHecho> {
  constructor(readonly hotelId: number) {
    super();
  }
}
