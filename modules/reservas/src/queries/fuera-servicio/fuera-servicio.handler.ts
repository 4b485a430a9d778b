import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FueraServicio } from '@recepcion/contracts';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { fueraServicioAJson } from '../../bloqueos/fuera-servicio';
import { ListarFueraServicio } from './fuera-servicio.query';

@QueryHandler(ListarFueraServicio)
export class ListarFueraServicioHandler implements IQueryHandler<ListarFueraServicio, FueraServicio[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<FueraServicio[]> {
    const bloqueos = await this.em.find(Bloqueo, { motivoFueraServicio: { $ne: null } }, { orderBy: { fecha: 'asc', id: 'asc' } });
    return bloqueos.map(fueraServicioAJson);
  }
}
