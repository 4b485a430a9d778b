import { Command } from '@nestjs/cqrs';

/** Unlocks an account locked by failed logins; "not found" when it was not locked. */
export class DesbloquearUsuario extends Command<{ Message: string }> {
  constructor(readonly lowerMail: string) {
    super();
  }
}
