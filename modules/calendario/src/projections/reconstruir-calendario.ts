import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { AvisosEntreProcesos, leerStreamsEnLotes, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { avisarVentanasCambiadas } from '../queries/ventana-calendario/ventanas-en-cache';
import { escribirCalendarioEnLote } from './calendario-en-lote';
import { EVENTOS_CALENDARIO } from './calendario.projection';

const TABLAS = ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo'];
/** The checkpoint of the calendar's first, asynchronous feed: present only in a database written before the inline projection. */
const SUSCRIPCION_ANTERIOR = 'calendario';

/**
 * Repeatable read: every page is read from the snapshot the emptying saw, so a stream appended
 * meanwhile is left to its own inline write. (Not at start-up: a second process waiting there for
 * the first must then find the mark gone, which only read committed lets it see.)
 */
const UNA_FOTO = { isolationLevel: IsolationLevel.REPEATABLE_READ };

/**
 * Builds the calendar's read model again from the events (`npm run cli -- replay`), in one transaction
 * on one snapshot (`UNA_FOTO`): readers see the old rows until the new ones are complete. The
 * streams are read whole, thousands of events a page, folded in memory (calendario-en-lote.ts) and each
 * page written in one statement per table.
 */
@Injectable()
export class ReconstruirCalendario implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly avisos: AvisosEntreProcesos,
  ) {}

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  async reconstruir(hotelId?: number, opciones: { lote?: number } = {}): Promise<number> {
    const eventos = await this.em.fork().transactional((em) => this.reconstruirEn(sqlExecutor(em), hotelId, opciones.lote), UNA_FOTO);
    // Rows rewritten without a new event: the windows the API processes keep are read again.
    avisarVentanasCambiadas(this.avisos, hotelId ?? null);
    return eventos;
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
    avisarVentanasCambiadas(this.avisos, null);
  }

  private async reconstruirEn(tx: SqlExecutor, hotelId?: number, lote?: number): Promise<number> {
    for (const tabla of TABLAS) {
      await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
    }
    return leerStreamsEnLotes(tx, { tipos: EVENTOS_CALENDARIO, prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], hotelId, lote }, (streams) =>
      escribirCalendarioEnLote(tx, streams),
    );
  }
}
