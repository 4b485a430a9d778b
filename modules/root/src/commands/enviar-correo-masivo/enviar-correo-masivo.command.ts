import { Command } from '@nestjs/cqrs';
import type { CorreoEnvioDto } from '@recepcion/contracts';

/** One message of the bulk mail to one recipient, @u and @h replaced. */
export class EnviarCorreoMasivo extends Command<{ Message: string; Email: string }> {
  constructor(readonly correo: CorreoEnvioDto) {
    super();
  }
}
