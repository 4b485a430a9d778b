import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HabitacionesCalendario, HabitacionesDelCalendario } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/**
 * Two plain queries, whatever the number of rooms: the calendar asks for this on every window, so
 * it skips entity hydration (and scopes to the session's hotel itself).
 */
@QueryHandler(HabitacionesDelCalendario)
export class HabitacionesCalendarioHandler implements IQueryHandler<HabitacionesDelCalendario, HabitacionesCalendario> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<HabitacionesCalendario> {
    const db = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const roomType = await db.query<HabitacionesCalendario['roomType'][number]>(
      `select id as "Id", nombre as "Nombre", cantidad_pasajeros as "CantidadPasajeros", cantidad_pasajeros_predeterminado as "CantidadPasajerosPredeterminado"
         from tipo_habitacion where hotel_id = $1 order by nombre`,
      [hotelId],
    );
    const room = await db.query<HabitacionesCalendario['room'][number]>(
      `select h.id as "Id", h.nombre as "Nombre", h.tipo_habitacion_id as "TipoHabitacionId", coalesce(t.nombre, '') as "TipoHabitacionNombre",
              h.orden as "Orden", h.comentario as "Comentario"
         from habitacion h left join tipo_habitacion t on t.id = h.tipo_habitacion_id
        where h.hotel_id = $1 order by h.orden, h.nombre`,
      [hotelId],
    );
    return { roomType, room };
  }
}
