import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ObtenerPais, type PaisResumen } from '@recepcion/contracts';
import { Pais } from '../../paises/pais.entity';

export const toPaisResumen = (p: Pais): PaisResumen => ({ Id: p.id, Nombre: p.nombre, MonedaId: p.monedaId ?? null });

@QueryHandler(ObtenerPais)
export class ObtenerPaisHandler implements IQueryHandler<ObtenerPais, PaisResumen | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ paisId }: ObtenerPais): Promise<PaisResumen | null> {
    const pais = await this.em.findOne(Pais, { id: paisId });
    return pais ? toPaisResumen(pais) : null;
  }
}
