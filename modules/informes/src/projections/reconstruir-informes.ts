import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { leerEventosEnLotes, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import type { ReservaInforme } from '../domain/reserva-informe';
import { EVENTOS_INFORMES, proyectarEnInformes, TABLAS_INFORMES } from './informes.projection';

/**
 * Builds the reports' read model again from the events (`npm run cli -- replay`), in one
 * transaction: readers see the old rows until the new ones are complete.
 */
@Injectable()
export class ReconstruirInformes implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  reconstruir(hotelId?: number): Promise<number> {
    return this.em.fork().transactional((em) => this.reconstruirEn(sqlExecutor(em), hotelId));
  }

  /**
   * A database whose reservations predate the reports (migration 20261123200000 leaves a row in
   * `informe_pendiente`) is rebuilt once; the rebuild and the row's removal commit together, and a
   * second process starting at once waits for them and finds nothing to do.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      const pendiente = await tx.query('delete from informe_pendiente returning id');
      if (pendiente.length > 0) await this.reconstruirEn(tx);
    });
  }

  private async reconstruirEn(tx: SqlExecutor, hotelId?: number): Promise<number> {
    for (const tabla of TABLAS_INFORMES) {
      await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
    }
    // The states stay in memory between pages: the tables were emptied, so they are the whole truth.
    const reservas = new Map<number, ReservaInforme>();
    return leerEventosEnLotes(tx, { tipos: EVENTOS_INFORMES, prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], hotelId }, (eventos) => proyectarEnInformes(tx, eventos, reservas));
  }
}
