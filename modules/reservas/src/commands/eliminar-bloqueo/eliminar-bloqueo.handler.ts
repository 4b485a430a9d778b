import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson, borrarBloqueo, buscarBloqueo, publicarBloqueo, soloBloqueoPropio } from '../../bloqueos/bloqueos.compartido';
import { EliminarBloqueo } from './eliminar-bloqueo.command';

/** The block, its nights in `ocupacion` and its `BloqueoEliminado` event go in one transaction. */
@CommandHandler(EliminarBloqueo)
export class EliminarBloqueoHandler implements ICommandHandler<EliminarBloqueo, BloqueoHabitacion> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ id }: EliminarBloqueo): Promise<BloqueoHabitacion> {
    const bloqueo = await buscarBloqueo(this.em, id);
    soloBloqueoPropio(bloqueo);
    const json = aJson(bloqueo);
    await this.em.transactional(async (em) => borrarBloqueo(em, this.store, await em.findOneOrFail(Bloqueo, { id })));
    publicarBloqueo(this.eventBus, 'delete', json);
    return json;
  }
}
