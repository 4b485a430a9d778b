import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ReferenciasMaestros, ResolverReferenciasMaestros } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

const sinRepetir = (ids: number[] | undefined) => [...new Set((ids ?? []).filter((id) => Number.isInteger(id)))];

/**
 * Rooms (with their type), clients, charges and meal plans of the session's hotel, in one
 * statement: a reservation's create or edit names all its references with one call to this module.
 */
@QueryHandler(ResolverReferenciasMaestros)
export class ResolverReferenciasMaestrosHandler implements IQueryHandler<ResolverReferenciasMaestros, ReferenciasMaestros> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: ResolverReferenciasMaestros): Promise<ReferenciasMaestros> {
    const habitaciones = sinRepetir(ids.habitaciones);
    const clientes = sinRepetir(ids.clientes);
    const cargos = sinRepetir(ids.cargos);
    const regimenes = sinRepetir(ids.regimenes);
    if (habitaciones.length + clientes.length + cargos.length + regimenes.length === 0) return { habitaciones: [], clientes: [], cargos: [], regimenes: [] };
    const [fila] = await sqlExecutor(this.em).query<ReferenciasMaestros>(
      `select
         coalesce((select json_agg(json_build_object('Id', h.id, 'Nombre', h.nombre, 'TipoHabitacionId', h.tipo_habitacion_id,
                                                     'TipoHabitacionNombre', coalesce(t.nombre, ''),
                                                     'CantidadPasajerosPredeterminado', coalesce(t.cantidad_pasajeros_predeterminado, 1),
                                                     'CantidadPasajerosMaximo', greatest(coalesce(t.cantidad_pasajeros, 1), coalesce(t.cantidad_pasajeros_predeterminado, 1))) order by h.id)
                     from habitacion h left join tipo_habitacion t on t.id = h.tipo_habitacion_id and t.hotel_id = h.hotel_id
                    where h.hotel_id = $1 and h.id = any($2::int[])), '[]') as habitaciones,
         coalesce((select json_agg(json_build_object('Id', c.id, 'Nombre', c.nombre) order by c.id)
                     from cliente c where c.hotel_id = $1 and c.id = any($3::int[])), '[]') as clientes,
         coalesce((select json_agg(json_build_object('Id', c.id, 'Nombre', c.nombre) order by c.id)
                     from cargo c where c.hotel_id = $1 and c.id = any($4::int[])), '[]') as cargos,
         coalesce((select json_agg(json_build_object('Id', r.id, 'Nombre', r.nombre) order by r.id)
                     from regimen r where r.hotel_id = $1 and r.id = any($5::int[])), '[]') as regimenes`,
      [hotelDeLaSesion(), habitaciones, clientes, cargos, regimenes],
    );
    return fila;
  }
}
