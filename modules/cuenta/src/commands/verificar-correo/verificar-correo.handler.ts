import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaMensaje, SesionesModificadas } from '@recepcion/contracts';
import { requestContext } from '@recepcion/platform';
import { VerificacionService } from '../../verificacion/verificacion.service';
import { VerificarCorreo } from './verificar-correo.command';

/** No session needed: the link is the proof. The user's sessions read the change at once. */
@CommandHandler(VerificarCorreo)
export class VerificarCorreoHandler implements ICommandHandler<VerificarCorreo, RespuestaMensaje> {
  constructor(
    private readonly verificacion: VerificacionService,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ token }: VerificarCorreo): Promise<RespuestaMensaje> {
    const usuarioId = await this.verificacion.verificar(token, requestContext.require().now);
    this.eventBus.publish(new SesionesModificadas([usuarioId]));
    return { Message: M.correoVerificado };
  }
}
