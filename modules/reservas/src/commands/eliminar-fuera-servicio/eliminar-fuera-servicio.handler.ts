import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { FueraServicio } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, NoEncontradoError } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson, borrarBloqueo, publicarBloqueo } from '../../bloqueos/bloqueos.compartido';
import { fueraServicioAJson } from '../../bloqueos/fuera-servicio';
import { EliminarFueraServicio } from './eliminar-fuera-servicio.command';

@CommandHandler(EliminarFueraServicio)
export class EliminarFueraServicioHandler implements ICommandHandler<EliminarFueraServicio, FueraServicio> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ id }: EliminarFueraServicio): Promise<FueraServicio> {
    const bloqueo = await this.em.fork().findOne(Bloqueo, { id, motivoFueraServicio: { $ne: null } });
    if (!bloqueo) throw new NoEncontradoError('fuera de servicio');
    const json = fueraServicioAJson(bloqueo);
    const comoBloqueo = aJson(bloqueo);
    await this.em.fork().transactional(async (em) => borrarBloqueo(em, this.store, await em.findOneOrFail(Bloqueo, { id })));
    publicarBloqueo(this.eventBus, 'delete', comoBloqueo);
    return json;
  }
}
