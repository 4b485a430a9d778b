import { Command } from '@nestjs/cqrs';
import type { RespuestaMensaje } from '@recepcion/contracts';

/** The session's hotel withdraws invitation `id`: it is gone, and its mailed link with it. */
export class RetirarInvitacion extends Command<RespuestaMensaje> {
  constructor(readonly id: number) {
    super();
  }
}
