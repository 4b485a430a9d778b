import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EnviarCorreo } from '@recepcion/contracts';
import { CorreoService } from '../../correo/correo.service';

/** The published command `EnviarCorreo`: cuenta's mail service (SMTP_URL, or the outbox table) for other modules. */
@CommandHandler(EnviarCorreo)
export class EnviarCorreoHandler implements ICommandHandler<EnviarCorreo, void> {
  constructor(private readonly correo: CorreoService) {}

  execute({ correo }: EnviarCorreo): Promise<void> {
    return this.correo.enviar(correo);
  }
}
