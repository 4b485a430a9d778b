import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaInvitacion } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { hashToken } from '../../sesiones/tokens';
import { RechazarInvitacionPorEnlace } from './rechazar-invitacion-enlace.command';

/** Whoever reads the mailbox may decline without an account: the link is the proof. */
@CommandHandler(RechazarInvitacionPorEnlace)
export class RechazarInvitacionPorEnlaceHandler implements ICommandHandler<RechazarInvitacionPorEnlace, RespuestaInvitacion> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: RechazarInvitacionPorEnlace): Promise<RespuestaInvitacion> {
    const borradas = await sqlExecutor(this.em).query('delete from invitacion_hotel where token_hash = $1 and expira_en > $2 returning id', [hashToken(token), requestContext.require().now]);
    if (borradas.length === 0) throw new ReglaNegocioError(M.enlaceInvitacionInvalido);
    return { Message: M.invitacionRechazada };
  }
}
