import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ObtenerTipoImpuesto, type TipoImpuestoResumen } from '@recepcion/contracts';
import { TipoImpuesto } from '../../impuestos/tipo-impuesto.entity';

@QueryHandler(ObtenerTipoImpuesto)
export class ObtenerTipoImpuestoHandler implements IQueryHandler<ObtenerTipoImpuesto, TipoImpuestoResumen | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tipoImpuestoId }: ObtenerTipoImpuesto): Promise<TipoImpuestoResumen | null> {
    const t = await this.em.findOne(TipoImpuesto, { id: tipoImpuestoId });
    return t ? { Id: t.id, Nombre: t.nombre, Porcentaje: Number(t.porcentaje) } : null;
  }
}
