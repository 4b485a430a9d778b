import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { EVENTOS_BLOQUEO, LiberarOcupacionesDeCanal } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { aJson, publicarBloqueo, registrarEventoBloqueo } from '../../bloqueos/bloqueos.compartido';
import { escribirOcupacion, ORIGEN_BLOQUEO } from '../../projections/ocupacion';

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
        const tx = sqlExecutor(em);
        await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, id, []);
        const antes = aJson(bloqueo);
        await em.remove(bloqueo).flush();
        await registrarEventoBloqueo(this.store, tx, id, EVENTOS_BLOQUEO.eliminado, { id, hotelId: bloqueo.hotelId });
        return antes;
      });
      publicarBloqueo(this.eventBus, 'delete', json);
    }
    return filas.length;
  }
}
