import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_RESERVA, type MovimientoHabitacion, MovimientosDelDia } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { ORIGEN_BLOQUEO, ORIGEN_RESERVA } from '../../projections/ocupacion';

/**
 * Each room's day from `ocupacion` (a cancelled stay occupies nothing; a shortened one ends when it
 * was cut): a stay that starts today arrives, one that ends today leaves, one that holds tonight
 * sleeps there (unless its guests checked out: they left, whatever nights it kept); its line's
 * guests; a period out of order tonight and its reason.
 */
@QueryHandler(MovimientosDelDia)
export class MovimientosDelDiaHandler implements IQueryHandler<MovimientosDelDia, MovimientoHabitacion[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fecha }: MovimientosDelDia): Promise<MovimientoHabitacion[]> {
    const filas = await sqlExecutor(this.em).query<{ habitacion_id: number; llega: boolean; sale: boolean; ocupada: boolean; pasajeros: number; fuera: string | null }>(
      `select o.habitacion_id,
              bool_or(o.origen = $3 and lower(o.estadia) = $2::date) as llega,
              bool_or(o.origen = $3 and upper(o.estadia) = $2::date) as sale,
              bool_or(o.origen = $3 and o.estadia @> $2::date and r.estado_id is distinct from $5) as ocupada,
              coalesce(sum(case when o.origen = $3 and (o.estadia @> $2::date) and r.estado_id is distinct from $5 then
                (select (l->>'CantidadPasajero')::int from jsonb_array_elements(r.datos->'Habitaciones') l where (l->>'Id')::int = o.linea_id) end), 0)::int as pasajeros,
              max(b.motivo_fuera_servicio) filter (where o.estadia @> $2::date) as fuera
         from ocupacion o
         left join reserva r on o.origen = $3 and r.id = o.origen_id
         left join bloqueo b on o.origen = $4 and b.id = o.origen_id
        where o.hotel_id = $1 and o.estadia && daterange(($2::date - 1), ($2::date + 1), '[)')
        group by o.habitacion_id`,
      [hotelDeLaSesion(), fecha, ORIGEN_RESERVA, ORIGEN_BLOQUEO, ESTADO_RESERVA.checkOut],
    );
    return filas.map((f) => ({ habitacionId: f.habitacion_id, llegaHoy: f.llega, saleHoy: f.sale, ocupada: f.ocupada, pasajeros: f.pasajeros, fueraServicio: f.fuera }));
  }
}
