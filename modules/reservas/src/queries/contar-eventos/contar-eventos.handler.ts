import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContarEventos } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/** The published query `ContarEventos` (the operators' server data): the events of every stream. */
@QueryHandler(ContarEventos)
export class ContarEventosHandler implements IQueryHandler<ContarEventos, number> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<number> {
    const [fila] = await sqlExecutor(this.em).query<{ n: string }>('select count(*) as n from event_store.events');
    return Number(fila?.n ?? 0);
  }
}
