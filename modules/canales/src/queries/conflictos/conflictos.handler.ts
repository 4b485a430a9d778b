import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ConflictoCanal } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { conflictosAbiertos } from '../../aplicacion/conflictos-registrados';
import { nombresDeHabitaciones } from '../../aplicacion/nombres-de-habitaciones';
import { ConflictosCanales } from './conflictos.query';

@QueryHandler(ConflictosCanales)
export class ConflictosCanalesHandler implements IQueryHandler<ConflictosCanales, ConflictoCanal[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ConflictoCanal[]> {
    const conflictos = await conflictosAbiertos(sqlExecutor(this.em), hotelDeLaSesion());
    const nombres = await nombresDeHabitaciones(this.queryBus, conflictos.map((c) => c.HabitacionId));
    return conflictos.map((c) => ({ ...c, HabitacionNombre: nombres.get(c.HabitacionId) ?? '' }));
  }
}
