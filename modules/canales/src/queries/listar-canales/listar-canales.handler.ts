import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CanalesFila, ListarCanales } from './listar-canales.query';

@QueryHandler(ListarCanales)
export class ListarCanalesHandler implements IQueryHandler<ListarCanales> {
  /**
   * No table yet. With one, inject MikroORM's EntityManager and read it: an entity with a
   * `hotelId` property is scoped to the session's hotel by platform's tenancy filter.
   */
  async execute(_consulta: ListarCanales): Promise<CanalesFila[]> {
    return [];
  }
}
