import { Command } from '@nestjs/cqrs';

export interface ContrasenaRestablecida {
  Message: string;
  /** The new password, read to the user by the operator ('colocar la contraseña {secret}'). */
  Password: string;
}

/** Gives the user a new random password, unlocks the account and ends its sessions. */
export class RestablecerUsuarioBloqueado extends Command<ContrasenaRestablecida> {
  constructor(readonly lowerMail: string) {
    super();
  }
}
