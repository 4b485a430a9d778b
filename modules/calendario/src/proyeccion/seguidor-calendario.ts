import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckpointedSubscription, sqlExecutor, toStoredEvent, type TransactionRunner } from '@recepcion/platform';
import { EVENTOS_CALENDARIO, proyectarEnCalendario } from './calendario.proyeccion';

export const SUSCRIPCION_CALENDARIO = 'calendario';

/**
 * Feeds the calendar's read model from the event store (a checkpointed subscription) before each
 * calendar read (`alDia`): whoever just moved a stay sees it moved, whichever process wrote it.
 * Nothing runs in the background: no timer polls an idle database, and no catch-up races the
 * requests (on the embedded PGlite, connections that talk at once can trip each other's
 * statements). With several API processes, one at a time advances it.
 */
@Injectable()
export class SeguidorCalendario {
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

  /** Read-your-writes before a calendar query. */
  alDia(): Promise<void> {
    return this.suscripcion.alDia();
  }

  /**
   * Builds the read model again from the events (tools/replay), in one transaction holding the
   * subscription's lock, so readers see the old rows until the new ones are complete. Without a
   * hotel: everything, from the first event. With one: the feed catches up first (nothing else
   * advances it meanwhile), then only that hotel's rows are rebuilt from its events up to the
   * checkpoint. Answers the events read.
   */
  reconstruir(hotelId?: number): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [SUSCRIPCION_CALENDARIO]);
      const enEsta = new CheckpointedSubscription({
        id: SUSCRIPCION_CALENDARIO,
        runInTransaction: (trabajo) => trabajo(tx),
        eventTypes: EVENTOS_CALENDARIO,
        handle: proyectarEnCalendario,
      });
      if (hotelId === undefined) {
        for (const tabla of ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo']) await tx.query(`delete from ${tabla}`);
        await tx.query('delete from event_store.checkpoints where subscription_id = $1', [SUSCRIPCION_CALENDARIO]);
        return enEsta.catchUp({ esperar: true });
      }
      await enEsta.catchUp({ esperar: true });
      for (const tabla of ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo']) await tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]);
      const filas = await tx.query<Parameters<typeof toStoredEvent>[0]>(
        `select e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.recorded_at
           from event_store.events e
          where (e.metadata->>'hotelId')::int = $1
            and (e.stream_id like 'reserva-%' or e.stream_id like 'bloqueo-%')
            and (e.transaction_id, e.global_position) <= (
                  coalesce((select transaction_id from event_store.checkpoints where subscription_id = $2), '0'::xid8),
                  coalesce((select global_position from event_store.checkpoints where subscription_id = $2), 0))
          order by e.transaction_id, e.global_position`,
        [hotelId, SUSCRIPCION_CALENDARIO],
      );
      for (const fila of filas) await proyectarEnCalendario(toStoredEvent(fila), tx);
      return filas.length;
    });
  }
}
