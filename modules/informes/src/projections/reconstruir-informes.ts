import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { leerStreamsEnLotes, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { escribirInformesEnLote } from './informes-en-lote';
import { EVENTOS_INFORMES, TABLAS_INFORMES } from './informes.projection';

/**
 * Repeatable read: every page is read from the snapshot the emptying saw, so a stream appended
 * meanwhile is left to its own inline write. (Not at start-up: a second process waiting there for
 * the first must then find the mark gone, which only read committed lets it see.)
 */
const UNA_FOTO = { isolationLevel: IsolationLevel.REPEATABLE_READ };

/**
 * Builds the reports' read model again from the events (`npm run cli -- replay`), in one transaction
 * on one snapshot (`UNA_FOTO`): readers see the old rows until the new ones are complete. The
 * streams are read whole, thousands of events a page, folded in memory (informes-en-lote.ts) and each
 * page written in one statement per table.
 */
@Injectable()
export class ReconstruirInformes implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  reconstruir(hotelId?: number, opciones: { lote?: number } = {}): Promise<number> {
    return this.em.fork().transactional((em) => this.reconstruirEn(sqlExecutor(em), hotelId, opciones.lote), UNA_FOTO);
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

  private async reconstruirEn(tx: SqlExecutor, hotelId?: number, lote?: number): Promise<number> {
    for (const tabla of TABLAS_INFORMES) {
      await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
    }
    return leerStreamsEnLotes(tx, { tipos: EVENTOS_INFORMES, prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], hotelId, lote }, (streams) =>
      escribirInformesEnLote(tx, streams),
    );
  }
}
