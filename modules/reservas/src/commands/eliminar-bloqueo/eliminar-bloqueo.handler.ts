import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type BloqueoHabitacion, EVENTOS_BLOQUEO } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson, buscarBloqueo, noDesdeCanal, publicarBloqueo, registrarEventoBloqueo } from '../../bloqueos/bloqueos.compartido';
import { escribirOcupacion, ORIGEN_BLOQUEO } from '../../projections/ocupacion';
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
    noDesdeCanal(bloqueo);
    const json = aJson(bloqueo);
    await this.em.transactional(async (em) => {
      const tx = sqlExecutor(em);
      await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, id, []);
      await em.remove(await em.findOneOrFail(Bloqueo, { id })).flush();
      await registrarEventoBloqueo(this.store, tx, id, EVENTOS_BLOQUEO.eliminado, { id, hotelId: bloqueo.hotelId });
    });
    publicarBloqueo(this.eventBus, 'delete', json);
    return json;
  }
}
