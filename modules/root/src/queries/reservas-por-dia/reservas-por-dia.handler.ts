import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ReservasPorDia, type ReservasPorDiaFila } from '@recepcion/contracts';
import { ReservasPorDiaRoot } from './reservas-por-dia.query';

@QueryHandler(ReservasPorDiaRoot)
export class ReservasPorDiaRootHandler implements IQueryHandler<ReservasPorDiaRoot, ReservasPorDiaFila[]> {
  constructor(private readonly queryBus: QueryBus) {}

  execute({ criterio, desde, hasta }: ReservasPorDiaRoot): Promise<ReservasPorDiaFila[]> {
    return this.queryBus.execute<ReservasPorDia, ReservasPorDiaFila[]>(new ReservasPorDia(criterio, desde, hasta));
  }
}
