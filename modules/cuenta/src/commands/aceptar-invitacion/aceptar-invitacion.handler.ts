import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaInvitacion } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { AceptarInvitacion } from './aceptar-invitacion.command';

/**
 * Takes the invitation (only one addressed to the user's own e-mail) and gives its access, in one
 * transaction. The session stays in its hotel; the new one is there at the next sign-in.
 */
@CommandHandler(AceptarInvitacion)
export class AceptarInvitacionHandler implements ICommandHandler<AceptarInvitacion, RespuestaInvitacion> {
  constructor(private readonly em: EntityManager) {}

  execute({ id }: AceptarInvitacion): Promise<RespuestaInvitacion> {
    const usuarioId = requestContext.require().userId;
    return this.em.transactional(async (em) => {
      const sql = sqlExecutor(em);
      const [invitacion] = await sql.query<{ hotel_id: number; tipo_usuario: string; nombre: string }>(
        `delete from invitacion_hotel i where i.id = $1 and i.email_lower = (select email_lower from usuario where id = $2)
         returning i.hotel_id, i.tipo_usuario, (select nombre from hotel where id = i.hotel_id) as nombre`,
        [id, usuarioId],
      );
      if (!invitacion) throw new ReglaNegocioError(M.invitacionNoDisponible);
      await sql.query('insert into hotel_usuario (hotel_id, usuario_id, tipo_usuario) values ($1, $2, $3) on conflict (hotel_id, usuario_id) do nothing', [
        invitacion.hotel_id,
        usuarioId,
        invitacion.tipo_usuario,
      ]);
      return { Message: M.invitacionAceptada, HotelId: invitacion.hotel_id, NombreHotel: invitacion.nombre };
    });
  }
}
