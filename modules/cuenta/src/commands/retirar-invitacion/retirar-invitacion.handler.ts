import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { esTipoUsuario, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, type RespuestaMensaje } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, registrarActividad, sqlExecutor } from '@recepcion/platform';
import { RetirarInvitacion } from './retirar-invitacion.command';

/** Only the hotel's own invitations; one already answered (accepted or declined) is gone: 404. */
@CommandHandler(RetirarInvitacion)
export class RetirarInvitacionHandler implements ICommandHandler<RetirarInvitacion, RespuestaMensaje> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: RetirarInvitacion): Promise<RespuestaMensaje> {
    await this.em.transactional(async (em) => {
      const tx = sqlExecutor(em);
      const [borrada] = await tx.query<{ email_lower: string; tipo_usuario: string }>(
        'delete from invitacion_hotel where id = $1 and hotel_id = $2 returning email_lower, tipo_usuario',
        [id, hotelDeLaSesion()],
      );
      if (!borrada) throw new NoEncontradoError('invitación');
      const tipo = esTipoUsuario(borrada.tipo_usuario) ? NOMBRES_TIPO_USUARIO[borrada.tipo_usuario] : borrada.tipo_usuario;
      await registrarActividad(tx, { tipo: 'Usuario', entidad: 'Invitacion', entidadId: id, descripcion: `Invitación a ${borrada.email_lower} (${tipo}) retirada` });
    });
    return { Message: M.invitacionRetirada };
  }
}
