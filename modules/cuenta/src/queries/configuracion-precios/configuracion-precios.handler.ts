import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ConfiguracionPrecios, ObtenerConfiguracionPrecios } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';

@QueryHandler(ObtenerConfiguracionPrecios)
export class ConfiguracionPreciosHandler implements IQueryHandler<ObtenerConfiguracionPrecios, ConfiguracionPrecios> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ConfiguracionPrecios> {
    const c = await this.em.findOneOrFail(ConfiguracionHotel, { hotelId: hotelDeLaSesion() });
    return {
      MonedaId: c.monedaId ?? null,
      TipoImpuestoId: c.tipoImpuestoId ?? null,
      ImpuestoIncluido: c.impuestoIncluido,
      PrecioHabitacionPorPersona: c.precioHabitacionPorPersona,
      PrecioRegimenPorPersona: c.precioRegimenPorPersona,
      PaisId: c.paisId ?? null,
    };
  }
}
