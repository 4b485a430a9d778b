import { Command } from '@nestjs/cqrs';
import type { RespuestaInvitacion } from '@recepcion/contracts';

/** Invites whoever signs in with `email` to the session's hotel, as `tipo` (absent: the default). */
export class InvitarUsuario extends Command<RespuestaInvitacion> {
  constructor(
    readonly email: string,
    readonly tipo?: string,
  ) {
    super();
  }
}
