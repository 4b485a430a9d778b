import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, SesionesModificadas } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { type AceptacionHecha, AccesoPorInvitacion, type InvitacionTomada, tomarInvitacion } from '../../compartido/acceso-por-invitacion';
import { Usuario } from '../../entities/usuario.entity';
import { AceptarInvitacion } from './aceptar-invitacion.command';

/**
 * Takes the invitation (only one addressed to the user's own e-mail, and only once that address is
 * proven: an account made with someone else's address never sees nor takes their invitations) and
 * gives its access, in one transaction. The session moves to the hotel at once.
 */
@CommandHandler(AceptarInvitacion)
export class AceptarInvitacionHandler implements ICommandHandler<AceptarInvitacion, AceptacionHecha> {
  constructor(
    private readonly em: EntityManager,
    private readonly acceso: AccesoPorInvitacion,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id }: AceptarInvitacion): Promise<AceptacionHecha> {
    const ctx = requestContext.require();
    const hecha = await this.em.transactional(async (em) => {
      const usuario = await em.findOne(Usuario, { id: ctx.userId });
      if (!usuario?.correoVerificadoEn) throw new ReglaNegocioError(M.invitacionNoDisponible);
      const [invitacion] = await sqlExecutor(em).query<InvitacionTomada>(tomarInvitacion('i.id = $1 and i.email_lower = $3'), [id, ctx.now, usuario.emailLower]);
      if (!invitacion) throw new ReglaNegocioError(M.invitacionNoDisponible);
      return this.acceso.aceptar(em, invitacion, usuario, ctx.sessionId ?? null, ctx.now);
    });
    this.eventBus.publish(new SesionesModificadas([hecha.usuarioId]));
    return hecha;
  }
}
