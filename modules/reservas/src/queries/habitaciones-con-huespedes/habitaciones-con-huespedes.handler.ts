import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_RESERVA, HabitacionesConHuespedes } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { ORIGEN_RESERVA } from '../../projections/ocupacion';

/** Rooms held on night `noche` by a checked-in reservation (a cancelled or shortened stay holds nothing then), from `ocupacion`. */
@QueryHandler(HabitacionesConHuespedes)
export class HabitacionesConHuespedesHandler implements IQueryHandler<HabitacionesConHuespedes, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ noche }: HabitacionesConHuespedes): Promise<number[]> {
    const filas = await sqlExecutor(this.em).query<{ habitacion_id: number }>(
      `select distinct o.habitacion_id
         from ocupacion o
         join reserva r on r.id = o.origen_id and r.hotel_id = o.hotel_id
        where o.hotel_id = $1 and o.origen = $2 and o.estadia @> $3::date and r.estado_id = $4 and not r.eliminada
        order by o.habitacion_id`,
      [hotelDeLaSesion(), ORIGEN_RESERVA, noche, ESTADO_RESERVA.checkIn],
    );
    return filas.map((f) => f.habitacion_id);
  }
}
