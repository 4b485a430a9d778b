import { Command } from '@nestjs/cqrs';
import type { RespuestaInvitacion } from '@recepcion/contracts';

/** Declines the invitation the mailed link carries: it is gone, and so is its link. */
export class RechazarInvitacionPorEnlace extends Command<RespuestaInvitacion> {
  constructor(readonly token: string) {
    super();
  }
}
