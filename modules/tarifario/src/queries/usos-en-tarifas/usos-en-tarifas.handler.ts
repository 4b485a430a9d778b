import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UsosEnTarifas } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** The published query `UsosEnTarifas`: the session hotel's price-list lines that price a service of that kind. */
@QueryHandler(UsosEnTarifas)
export class UsosEnTarifasHandler implements IQueryHandler<UsosEnTarifas, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tipoServicioId, servicioId }: UsosEnTarifas): Promise<number> {
    const [fila] = await sqlExecutor(this.em).query<{ n: number }>(
      `select count(distinct t.id)::int as n from tarifa_linea l join tarifa t on t.id = l.tarifa_id
        where l.hotel_id = $1 and t.hotel_id = $1 and t.tipo_servicio_id = $2 and l.servicio_id = $3`,
      [hotelDeLaSesion(), tipoServicioId, servicioId],
    );
    return fila?.n ?? 0;
  }
}
