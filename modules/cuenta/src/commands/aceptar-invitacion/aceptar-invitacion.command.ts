import { Command } from '@nestjs/cqrs';
import type { AceptacionHecha } from '../../compartido/acceso-por-invitacion';

/**
 * The signed-in user, whose address is proven, accepts invitation `id` (listed under
 * «Invitaciones»): access to its hotel with the type it offers, and the session moves there.
 */
export class AceptarInvitacion extends Command<AceptacionHecha> {
  constructor(readonly id: number) {
    super();
  }
}
