import { Command } from '@nestjs/cqrs';
import type { HotelUsuario } from '@recepcion/contracts';
import type { CrearUsuarioDto } from './crear-usuario.dto';

/** A new user in the session's hotel, of the type asked or Recepción (`nombreHotel` and `paisId` are ignored). */
export class CrearUsuario extends Command<HotelUsuario> {
  constructor(readonly datos: CrearUsuarioDto) {
    super();
  }
}
