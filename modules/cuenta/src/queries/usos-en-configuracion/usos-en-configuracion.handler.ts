import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UsosEnConfiguracion } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/**
 * The published query `UsosEnConfiguracion`: how many hotel configurations name the currency as the
 * hotel's (the session's hotel, or all for the provider's global catalogue). tarifario asks it
 * before deleting a currency.
 */
@QueryHandler(UsosEnConfiguracion)
export class UsosEnConfiguracionHandler implements IQueryHandler<UsosEnConfiguracion, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ monedaId, todosLosHoteles }: UsosEnConfiguracion): Promise<number> {
    const [fila] = todosLosHoteles
      ? await sqlExecutor(this.em).query<{ n: number }>('select count(*)::int as n from configuracion where upper(moneda_id) = upper($1)', [monedaId])
      : await sqlExecutor(this.em).query<{ n: number }>('select count(*)::int as n from configuracion where hotel_id = $1 and upper(moneda_id) = upper($2)', [hotelDeLaSesion(), monedaId]);
    return fila?.n ?? 0;
  }
}
