import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { MENSAJE_MONEDA_EN_CONFIGURACION, MENSAJE_MONEDA_USADA_POR_HOTELES, mensajeEnUsoPorTarifas, UsosEnConfiguracion } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { MonedaEnUso } from './moneda-en-uso.query';

/**
 * A currency in use is not deleted. A hotel's currency: while its price lists price in it or its
 * configuration names it (cuenta's `UsosEnConfiguracion`). The global catalogue's: while any hotel's
 * configuration names it (the hotels' lists and price lists refuse it by foreign key).
 * Reservations in that currency are not counted yet: reservas' `UsosEnReservas` has no currency.
 */
@QueryHandler(MonedaEnUso)
export class MonedaEnUsoHandler implements IQueryHandler<MonedaEnUso, string | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ cual }: MonedaEnUso): Promise<string | null> {
    if ('monedaId' in cual) {
      const hoteles = await this.queryBus.execute<UsosEnConfiguracion, number>(new UsosEnConfiguracion(cual.monedaId, true));
      return hoteles > 0 ? MENSAJE_MONEDA_USADA_POR_HOTELES : null;
    }
    const hotelId = hotelDeLaSesion();
    const [fila] = await sqlExecutor(this.em).query<{ moneda_id: string; tarifas: number }>(
      `select m.moneda_id, (select count(*)::int from tarifa t where t.hotel_id = m.hotel_id and t.moneda_id = m.moneda_id) as tarifas
         from hotel_moneda m where m.id = $1 and m.hotel_id = $2`,
      [cual.hotelMonedaId, hotelId],
    );
    // Not this hotel's (or gone): the delete answers 404 as ever.
    if (!fila) return null;
    if (fila.tarifas > 0) return mensajeEnUsoPorTarifas('la moneda', 'la', fila.tarifas);
    const configuraciones = await this.queryBus.execute<UsosEnConfiguracion, number>(new UsosEnConfiguracion(fila.moneda_id));
    return configuraciones > 0 ? MENSAJE_MONEDA_EN_CONFIGURACION : null;
  }
}
