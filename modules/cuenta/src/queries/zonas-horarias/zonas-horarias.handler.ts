import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ZonasHorarias, ZonasHorariasDeHoteles } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/** Asked without a session (the scheduler, the booking page): the ids name the hotels, never more. */
@QueryHandler(ZonasHorariasDeHoteles)
export class ZonasHorariasHandler implements IQueryHandler<ZonasHorariasDeHoteles, ZonasHorarias> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelIds }: ZonasHorariasDeHoteles): Promise<ZonasHorarias> {
    if (hotelIds.length === 0) return {};
    const filas = await sqlExecutor(this.em).query<{ hotel_id: number; zona_horaria: string }>(
      'select hotel_id, zona_horaria from configuracion where hotel_id = any($1::int[]) and zona_horaria is not null',
      [[...hotelIds]],
    );
    return Object.fromEntries(filas.map((f) => [f.hotel_id, f.zona_horaria]));
  }
}
