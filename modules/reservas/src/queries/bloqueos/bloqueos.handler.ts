import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson } from '../../bloqueos/bloqueos.compartido';
import { BloqueosDesde } from './bloqueos.query';

@QueryHandler(BloqueosDesde)
export class BloqueosDesdeHandler implements IQueryHandler<BloqueosDesde, BloqueoHabitacion[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ desde }: BloqueosDesde): Promise<BloqueoHabitacion[]> {
    const filas = await sqlExecutor(this.em).query<{ id: number }>(
      `select id from bloqueo where hotel_id = $1 and fecha + noches > $2::date order by fecha, id`,
      [hotelDeLaSesion(), desde],
    );
    const bloqueos = await this.em.find(Bloqueo, { id: { $in: filas.map((f) => f.id) } }, { orderBy: { fecha: 'asc', id: 'asc' } });
    return bloqueos.map(aJson);
  }
}
