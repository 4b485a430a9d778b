import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, SesionesModificadas } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { type AceptacionHecha, AccesoPorInvitacion, type InvitacionTomada, tomarInvitacion } from '../../compartido/acceso-por-invitacion';
import { Usuario } from '../../entities/usuario.entity';
import { hashContrasena } from '../../sesiones/contrasenas';
import { hashToken } from '../../sesiones/tokens';
import { AceptarInvitacionPorEnlace } from './aceptar-invitacion-enlace.command';

/**
 * The link proves the address: whoever opens it reads that mailbox. So it is accepted by the
 * account of that address when signed in as it (and the address becomes proven), or by a person
 * without an account, who makes one here (proven from the start, with no hotel of its own). An
 * account of the address that is not the caller's must sign in first: the link alone never signs
 * anyone in to an existing account. The token works once (the invitation is deleted) and until
 * it expires; a refusal rolls everything back, so the link still works.
 */
@CommandHandler(AceptarInvitacionPorEnlace)
export class AceptarInvitacionPorEnlaceHandler implements ICommandHandler<AceptarInvitacionPorEnlace, AceptacionHecha> {
  constructor(
    private readonly em: EntityManager,
    private readonly acceso: AccesoPorInvitacion,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ token, nombre, password }: AceptarInvitacionPorEnlace): Promise<AceptacionHecha> {
    const ctx = requestContext.require();
    const ahora = ctx.now;
    const tokenHash = hashToken(token);
    const [vista] = await sqlExecutor(this.em).query<{ email_lower: string }>('select email_lower from invitacion_hotel where token_hash = $1 and expira_en > $2', [tokenHash, ahora]);
    if (!vista) throw new ReglaNegocioError(M.enlaceInvitacionInvalido);
    const titular = await this.em.findOne(Usuario, { emailLower: vista.email_lower });
    if (titular && ctx.userId !== titular.id) throw new ReglaNegocioError(ctx.userId ? M.invitacionParaOtroCorreo : M.invitacionIngreseParaAceptar);
    let nueva: { nombre: string; passwordHash: string } | undefined;
    if (!titular) {
      if (ctx.userId) throw new ReglaNegocioError(M.invitacionParaOtroCorreo);
      if (!nombre) throw new ReglaNegocioError(M.faltaNombre);
      if (!password) throw new ReglaNegocioError(M.faltaContrasena);
      nueva = { nombre, passwordHash: await hashContrasena(password) };
    }

    const hecha = await this.em
      .transactional(async (em) => {
        const [invitacion] = await sqlExecutor(em).query<InvitacionTomada>(tomarInvitacion('i.token_hash = $1'), [tokenHash, ahora]);
        if (!invitacion) throw new ReglaNegocioError(M.enlaceInvitacionInvalido);
        let usuario: Usuario;
        if (nueva) {
          usuario = em.create(Usuario, { ...nueva, email: invitacion.email_lower, emailLower: invitacion.email_lower, creadoEn: ahora, correoVerificadoEn: ahora });
          await em.flush();
        } else {
          usuario = await em.findOneOrFail(Usuario, { id: titular?.id ?? 0 });
        }
        return this.acceso.aceptar(em, invitacion, usuario, titular ? (ctx.sessionId ?? null) : null, ahora);
      })
      .catch((error) => {
        // Someone made an account with the address meanwhile: it must sign in.
        if (error instanceof UniqueConstraintViolationException) throw new ReglaNegocioError(M.invitacionIngreseParaAceptar);
        throw error;
      });
    this.eventBus.publish(new SesionesModificadas([hecha.usuarioId]));
    return hecha;
  }
}
