import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InvitacionEnviada } from '@recepcion/contracts';
import { hotelDeLaSesion, requestContext, sqlExecutor } from '@recepcion/platform';
import { InvitacionesEnviadas } from './invitaciones-enviadas.query';

/** Accepted and declined invitations are deleted; expired ones are left out (the link no longer works). */
@QueryHandler(InvitacionesEnviadas)
export class InvitacionesEnviadasHandler implements IQueryHandler<InvitacionesEnviadas, InvitacionEnviada[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<InvitacionEnviada[]> {
    const filas = await sqlExecutor(this.em).query<{ id: number; email_lower: string; tipo_usuario: string; enviada_en: Date | string; expira_en: Date | string }>(
      `select id, email_lower, tipo_usuario, enviada_en, expira_en from invitacion_hotel
        where hotel_id = $1 and expira_en > $2 order by enviada_en desc, id desc`,
      [hotelDeLaSesion(), requestContext.require().now],
    );
    return filas.map((f) => ({ Id: f.id, Email: f.email_lower, IDTipoUsuario: f.tipo_usuario, Fecha: new Date(f.enviada_en).toISOString(), Vence: new Date(f.expira_en).toISOString() }));
  }
}
