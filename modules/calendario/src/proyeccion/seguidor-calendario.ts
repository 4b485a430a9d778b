import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CheckpointedSubscription, sqlExecutor, type TransactionRunner } from '@recepcion/platform';
import { EVENTOS_CALENDARIO, proyectarEnCalendario } from './calendario.proyeccion';

export const SUSCRIPCION_CALENDARIO = 'calendario';
const INTERVALO_MS = 500;

/**
 * Feeds the calendar's read model from the event store (a checkpointed subscription): in the
 * background every half second, and before each calendar read (`alDia`), so whoever just moved
 * a stay sees it moved. With several API processes, one at a time advances it.
 */
@Injectable()
export class SeguidorCalendario implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SeguidorCalendario.name);
  private readonly suscripcion: CheckpointedSubscription;

  constructor(private readonly em: EntityManager) {
    const enTransaccion: TransactionRunner = (trabajo) => this.em.fork().transactional((em) => trabajo(sqlExecutor(em)));
    this.suscripcion = new CheckpointedSubscription({
      id: SUSCRIPCION_CALENDARIO,
      runInTransaction: enTransaccion,
      eventTypes: EVENTOS_CALENDARIO,
      handle: proyectarEnCalendario,
      consultar: { query: (sql, params) => sqlExecutor(this.em.fork()).query(sql, params) },
    });
  }

  onApplicationBootstrap(): void {
    this.suscripcion.start(INTERVALO_MS, (error) => this.logger.error(`El calendario no pudo seguir los eventos: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.suscripcion.stop();
  }

  /** Read-your-writes before a calendar query. */
  alDia(): Promise<void> {
    return this.suscripcion.alDia();
  }

  /**
   * Drops the read model and builds it again from every event (tools/replay), in one transaction
   * holding the subscription's lock: readers see the old rows until the new ones are complete.
   * Answers the events read.
   */
  reconstruir(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [SUSCRIPCION_CALENDARIO]);
      await tx.query('delete from calendario_celda');
      await tx.query('delete from calendario_reserva');
      await tx.query('delete from calendario_bloqueo');
      await tx.query('delete from event_store.checkpoints where subscription_id = $1', [SUSCRIPCION_CALENDARIO]);
      const desdeCero = new CheckpointedSubscription({
        id: SUSCRIPCION_CALENDARIO,
        runInTransaction: (trabajo) => trabajo(tx),
        eventTypes: EVENTOS_CALENDARIO,
        handle: proyectarEnCalendario,
      });
      return desdeCero.catchUp({ esperar: true });
    });
  }
}
