import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InvitacionHotel } from '@recepcion/contracts';
import { requestContext, sqlExecutor } from '@recepcion/platform';
import { Invitaciones } from './invitaciones.query';

/**
 * By the e-mail of the session's user, once that address is proven (a link mailed to it was
 * opened): an invitation is for whoever reads that mailbox, not for whoever typed the address into
 * a sign-up. Expired invitations are not listed.
 */
@QueryHandler(Invitaciones)
export class InvitacionesHandler implements IQueryHandler<Invitaciones, InvitacionHotel[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<InvitacionHotel[]> {
    const ctx = requestContext.require();
    const filas = await sqlExecutor(this.em).query<{ id: number; hotel_id: number; nombre: string; tipo_usuario: string; creada_en: Date | string }>(
      `select i.id, i.hotel_id, h.nombre, i.tipo_usuario, i.creada_en
         from invitacion_hotel i join hotel h on h.id = i.hotel_id
        where i.email_lower = (select email_lower from usuario where id = $1 and correo_verificado_en is not null)
          and i.expira_en > $2
          and not exists (select 1 from hotel_usuario a where a.hotel_id = i.hotel_id and a.usuario_id = $1)
        order by i.creada_en, i.id`,
      [ctx.userId, ctx.now],
    );
    return filas.map((f) => ({ Id: f.id, HotelId: f.hotel_id, NombreHotel: f.nombre, IDTipoUsuario: f.tipo_usuario, Fecha: new Date(f.creada_en).toISOString() }));
  }
}
