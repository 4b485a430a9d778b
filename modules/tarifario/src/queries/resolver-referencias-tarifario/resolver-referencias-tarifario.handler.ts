import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ReferenciasTarifario, ResolverReferenciasTarifario } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/**
 * Currencies (name, cents), the session hotel's tax types (percentage) and payment methods, in one
 * statement: a reservation's create or edit prices and names all its lines, charges and payments
 * with one call to this module.
 */
@QueryHandler(ResolverReferenciasTarifario)
export class ResolverReferenciasTarifarioHandler implements IQueryHandler<ResolverReferenciasTarifario, ReferenciasTarifario> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: ResolverReferenciasTarifario): Promise<ReferenciasTarifario> {
    const monedas = [...new Set((ids.monedas ?? []).filter((id) => typeof id === 'string'))];
    const tiposImpuesto = [...new Set((ids.tiposImpuesto ?? []).filter((id) => Number.isInteger(id)))];
    const formasPago = [...new Set((ids.formasPago ?? []).filter((id) => Number.isInteger(id)))];
    if (monedas.length + tiposImpuesto.length + formasPago.length === 0) return { monedas: [], tiposImpuesto: [], formasPago: [] };
    const [fila] = await sqlExecutor(this.em).query<ReferenciasTarifario>(
      `select
         coalesce((select json_agg(json_build_object('IDMoneda', m.id, 'Nombre', m.nombre, 'Centavos', m.centavos) order by m.id)
                     from moneda m where m.id = any($2::text[])), '[]') as monedas,
         coalesce((select json_agg(json_build_object('Id', t.id, 'Nombre', t.nombre, 'Porcentaje', t.porcentaje::float8) order by t.id)
                     from tipo_impuesto t where t.hotel_id = $1 and t.id = any($3::int[])), '[]') as "tiposImpuesto",
         coalesce((select json_agg(json_build_object('Id', f.id, 'Nombre', f.nombre) order by f.id)
                     from forma_pago f where f.hotel_id = $1 and f.id = any($4::int[])), '[]') as "formasPago"`,
      [hotelDeLaSesion(), monedas, tiposImpuesto, formasPago],
    );
    return fila;
  }
}
