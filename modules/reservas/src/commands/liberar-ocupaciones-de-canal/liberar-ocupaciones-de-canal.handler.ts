import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { LiberarOcupacionesDeCanal } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson, borrarBloqueo, publicarBloqueo } from '../../bloqueos/bloqueos.compartido';

/** Frees, block by block, the channel's stays that left its feed (each in its own transaction, with its `BloqueoEliminado`). */
@CommandHandler(LiberarOcupacionesDeCanal)
export class LiberarOcupacionesDeCanalHandler implements ICommandHandler<LiberarOcupacionesDeCanal, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ canalId, uidsVigentes, desde }: LiberarOcupacionesDeCanal): Promise<number> {
    const filas = await sqlExecutor(this.em).query<{ id: number }>(
      `select id from bloqueo where hotel_id = $1 and canal_id = $2 and fecha + noches > $3::date and not (canal_uid = any($4::text[])) order by id`,
      [hotelDeLaSesion(), canalId, desde, [...uidsVigentes]],
    );
    for (const { id } of filas) {
      const json = await this.em.fork().transactional(async (em) => {
        const bloqueo = await em.findOneOrFail(Bloqueo, { id });
        const antes = aJson(bloqueo);
        await borrarBloqueo(em, this.store, bloqueo);
        return antes;
      });
      publicarBloqueo(this.eventBus, 'delete', json);
    }
    return filas.length;
  }
}
