import { Command } from '@nestjs/cqrs';
import type { RespuestaInvitacion } from '@recepcion/contracts';

/** The signed-in user accepts invitation `id`: access to its hotel, with the type it offers. */
export class AceptarInvitacion extends Command<RespuestaInvitacion> {
  constructor(readonly id: number) {
    super();
  }
}
