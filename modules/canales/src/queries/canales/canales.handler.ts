import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Canal } from '@recepcion/contracts';
import { canalAJson } from '../../aplicacion/canal-a-json';
import { nombresDeHabitaciones } from '../../aplicacion/nombres-de-habitaciones';
import { soloAdministracion } from '@recepcion/platform';
import { CanalEntidad } from '../../entities/canal.entity';
import { ListarCanales } from './canales.query';

@QueryHandler(ListarCanales)
export class ListarCanalesHandler implements IQueryHandler<ListarCanales, Canal[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<Canal[]> {
    soloAdministracion();
    const canales = await this.em.find(CanalEntidad, {}, { orderBy: { habitacionId: 'asc', nombre: 'asc', id: 'asc' } });
    const nombres = await nombresDeHabitaciones(this.queryBus, canales.map((c) => c.habitacionId));
    return canales.map((c) => canalAJson(c, nombres.get(c.habitacionId) ?? ''));
  }
}
