import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type InvitacionPorEnlace, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { hashToken } from '../../sesiones/tokens';
import { InvitacionDelEnlace } from './invitacion-por-enlace.query';

/** Whether the address has an account is told only to the holder of the link (who reads that mailbox). */
@QueryHandler(InvitacionDelEnlace)
export class InvitacionDelEnlaceHandler implements IQueryHandler<InvitacionDelEnlace, InvitacionPorEnlace> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: InvitacionDelEnlace): Promise<InvitacionPorEnlace> {
    const [fila] = await sqlExecutor(this.em).query<{ hotel_id: number; nombre: string; tipo_usuario: string; email_lower: string; tiene_cuenta: boolean; expira_en: Date | string }>(
      `select i.hotel_id, h.nombre, i.tipo_usuario, i.email_lower, i.expira_en,
              exists (select 1 from usuario u where u.email_lower = i.email_lower) as tiene_cuenta
         from invitacion_hotel i join hotel h on h.id = i.hotel_id
        where i.token_hash = $1 and i.expira_en > $2`,
      [hashToken(token), requestContext.require().now],
    );
    if (!fila) throw new ReglaNegocioError(M.enlaceInvitacionInvalido);
    return {
      HotelId: fila.hotel_id,
      NombreHotel: fila.nombre,
      IDTipoUsuario: fila.tipo_usuario,
      Email: fila.email_lower,
      TieneCuenta: Boolean(fila.tiene_cuenta),
      Vence: new Date(fila.expira_en).toISOString(),
    };
  }
}
