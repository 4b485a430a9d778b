import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { MENSAJE_MONEDA_EN_CONFIGURACION, MENSAJE_MONEDA_USADA_POR_HOTELES, mensajeEnUsoPorReservas, mensajeEnUsoPorTarifas, UsosEnConfiguracion, UsosEnReservas } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { MonedaEnUso } from './moneda-en-uso.query';

/**
 * A currency in use is not deleted. A hotel's currency: while its price lists price in it or its
 * configuration names it (cuenta's `UsosEnConfiguracion`) or its reservations, charges or payments
 * are in it (reservas' `UsosEnReservas`). The global catalogue's: while any hotel's configuration
 * or reservations use it (the hotels' lists and price lists refuse it by foreign key).
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
      if (hoteles > 0) return MENSAJE_MONEDA_USADA_POR_HOTELES;
      const reservas = await this.queryBus.execute<UsosEnReservas, number>(new UsosEnReservas('moneda', cual.monedaId, true));
      return reservas > 0 ? MENSAJE_MONEDA_USADA_POR_HOTELES : null;
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
    const reservas = await this.queryBus.execute<UsosEnReservas, number>(new UsosEnReservas('moneda', fila.moneda_id));
    if (reservas > 0) return mensajeEnUsoPorReservas('moneda', reservas);
    const configuraciones = await this.queryBus.execute<UsosEnConfiguracion, number>(new UsosEnConfiguracion(fila.moneda_id));
    return configuraciones > 0 ? MENSAJE_MONEDA_EN_CONFIGURACION : null;
  }
}
