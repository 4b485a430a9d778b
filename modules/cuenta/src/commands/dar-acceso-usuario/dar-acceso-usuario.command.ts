import { Command } from '@nestjs/cqrs';
import type { HotelUsuario } from '@recepcion/contracts';

/** Gives an existing user (by e-mail) access to the session's hotel, with `tipo` (absent: the default). */
export class DarAccesoUsuario extends Command<HotelUsuario> {
  constructor(
    readonly email: string,
    readonly tipo?: string,
  ) {
    super();
  }
}
