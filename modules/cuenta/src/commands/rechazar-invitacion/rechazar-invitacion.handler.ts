import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaInvitacion } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { RechazarInvitacion } from './rechazar-invitacion.command';

/** Only the owner of a proven address declines: an account made with someone else's address cannot drop their invitations. */
@CommandHandler(RechazarInvitacion)
export class RechazarInvitacionHandler implements ICommandHandler<RechazarInvitacion, RespuestaInvitacion> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: RechazarInvitacion): Promise<RespuestaInvitacion> {
    const borradas = await sqlExecutor(this.em).query(
      `delete from invitacion_hotel where id = $1
          and email_lower = (select email_lower from usuario where id = $2 and correo_verificado_en is not null) returning id`,
      [id, requestContext.require().userId],
    );
    if (borradas.length === 0) throw new ReglaNegocioError(M.invitacionNoDisponible);
    return { Message: M.invitacionRechazada };
  }
}
