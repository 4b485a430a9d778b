import { Command } from '@nestjs/cqrs';
import type { ContrasenaRestablecida } from '@recepcion/contracts';

export type { ContrasenaRestablecida };

/** Gives the user a new random password, unlocks the account and ends its sessions. */
export class RestablecerUsuarioBloqueado extends Command<ContrasenaRestablecida> {
  constructor(readonly lowerMail: string) {
    super();
  }
}
