import { Command } from '@nestjs/cqrs';
import type { HotelUsuario } from '@recepcion/contracts';

/** Changes the type of the access `id` in the session's hotel. Never one's own. */
export class CambiarTipoUsuario extends Command<HotelUsuario> {
  constructor(
    readonly id: number,
    readonly tipo: string,
  ) {
    super();
  }
}
