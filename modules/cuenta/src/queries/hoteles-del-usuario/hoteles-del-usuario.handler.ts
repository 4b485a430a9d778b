import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HotelDelUsuario, HotelesDeLaSesion } from '@recepcion/contracts';
import { requestContext, sqlExecutor } from '@recepcion/platform';

/** The public `HotelesDeLaSesion`: the user menu's list, and the group view's hotels. */
@QueryHandler(HotelesDeLaSesion)
export class HotelesDelUsuarioHandler implements IQueryHandler<HotelesDeLaSesion, HotelDelUsuario[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<HotelDelUsuario[]> {
    const { userId, hotelId } = requestContext.require();
    const filas = await sqlExecutor(this.em).query<{ hotel_id: number; nombre: string; tipo_usuario: string }>(
      `select hu.hotel_id, h.nombre, hu.tipo_usuario from hotel_usuario hu join hotel h on h.id = hu.hotel_id
        where hu.usuario_id = $1 order by lower(h.nombre), hu.hotel_id`,
      [userId],
    );
    return filas.map((f) => ({ HotelId: f.hotel_id, Nombre: f.nombre, TipoUsuario: f.tipo_usuario, Actual: f.hotel_id === hotelId }));
  }
}
