import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MonedaResumen, ObtenerMoneda } from '@recepcion/contracts';
import { Moneda } from '../../monedas/moneda.entity';

export const toMonedaResumen = (m: Moneda): MonedaResumen => ({ IDMoneda: m.id, Nombre: m.nombre, Centavos: m.centavos });

@QueryHandler(ObtenerMoneda)
export class ObtenerMonedaHandler implements IQueryHandler<ObtenerMoneda, MonedaResumen | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ monedaId }: ObtenerMoneda): Promise<MonedaResumen | null> {
    const moneda = await this.em.findOne(Moneda, { id: monedaId });
    return moneda ? toMonedaResumen(moneda) : null;
  }
}
