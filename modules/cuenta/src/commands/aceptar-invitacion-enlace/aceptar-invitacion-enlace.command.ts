import { Command } from '@nestjs/cqrs';
import type { AceptacionHecha } from '../../compartido/acceso-por-invitacion';

/**
 * Accepts the invitation the mailed link carries: signed in as the account of its address, or,
 * when the address has no account, making one with `nombre` and `password` (signed in at once).
 */
export class AceptarInvitacionPorEnlace extends Command<AceptacionHecha> {
  constructor(
    readonly token: string,
    readonly nombre?: string,
    readonly password?: string,
  ) {
    super();
  }
}
