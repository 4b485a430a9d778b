import { Command } from '@nestjs/cqrs';
import type { RespuestaInvitacion } from '@recepcion/contracts';

/** The signed-in user declines invitation `id`: it is gone. */
export class RechazarInvitacion extends Command<RespuestaInvitacion> {
  constructor(readonly id: number) {
    super();
  }
}
