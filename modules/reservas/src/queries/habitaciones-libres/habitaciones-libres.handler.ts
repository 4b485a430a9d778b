import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HabitacionesLibres } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** Of these rooms, those no reservation, block or channel stay holds on any night of [desde, hasta), in id order. */
@QueryHandler(HabitacionesLibres)
export class HabitacionesLibresHandler implements IQueryHandler<HabitacionesLibres, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ habitacionIds, desde, hasta }: HabitacionesLibres): Promise<number[]> {
    if (habitacionIds.length === 0) return [];
    const filas = await sqlExecutor(this.em).query<{ id: number }>(
      `select h as id from unnest($2::int[]) as h
        where not exists (select 1 from ocupacion o where o.hotel_id = $1 and o.habitacion_id = h and o.estadia && daterange($3::date, $4::date, '[)'))
        order by h`,
      [hotelDeLaSesion(), [...habitacionIds], desde, hasta],
    );
    return filas.map((f) => f.id);
  }
}
