import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { leerEventosEnLotes, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { EVENTOS_CALENDARIO, proyectarEnCalendario } from './calendario.projection';

const TABLAS = ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo'];
/** The checkpoint of the calendar's first, asynchronous feed: present only in a database written before the inline projection. */
const SUSCRIPCION_ANTERIOR = 'calendario';

/**
 * Builds the calendar's read model again from the events (`npm run cli -- replay`), in one
 * transaction: readers see the old rows until the new ones are complete.
 */
@Injectable()
export class ReconstruirCalendario implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  reconstruir(hotelId?: number): Promise<number> {
    return this.em.fork().transactional((em) => this.reconstruirEn(sqlExecutor(em), hotelId));
  }

  /**
   * A database written by the asynchronous feed may hold events the feed had not reached yet: it
   * is rebuilt once, and the feed's checkpoint goes (the rebuild and the removal commit together).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      const borrado = await tx.query('delete from event_store.checkpoints where subscription_id = $1 returning subscription_id', [SUSCRIPCION_ANTERIOR]);
      if (borrado.length > 0) await this.reconstruirEn(tx);
    });
  }

  private async reconstruirEn(tx: SqlExecutor, hotelId?: number): Promise<number> {
    for (const tabla of TABLAS) {
      await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
    }
    return leerEventosEnLotes(tx, { tipos: EVENTOS_CALENDARIO, prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], hotelId }, async (eventos) => {
      for (const evento of eventos) await proyectarEnCalendario(evento, tx);
    });
  }
}
