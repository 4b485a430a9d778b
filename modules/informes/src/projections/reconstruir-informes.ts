import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { contandoEventos, type OpcionesDeReconstruccion, type ParteDeReconstruccion, reconstruirParte, reconstruirSiQuedabaMarca, vaciarTablas } from '@recepcion/platform';
import { escribirInformesEnLote } from './informes-en-lote';
import { EVENTOS_INFORMES, TABLAS_INFORMES } from './informes.projection';

/**
 * Builds the reports' read model again from the events (`npm run cli -- replay`), in one
 * transaction on one snapshot (`reconstruirPartes`): readers see the old rows until the new ones
 * are complete, and a stream appended meanwhile is left to its own inline write. The streams are
 * read whole, thousands of events a page, folded in memory (informes-en-lote.ts) and each page
 * written in one statement per table. `parte` is the same rebuild for a replay that reads the store
 * once for every read model (apps/api/src/replay.ts).
 */
@Injectable()
export class ReconstruirInformes implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  readonly parte: ParteDeReconstruccion = {
    eventos: { tipos: EVENTOS_INFORMES, prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO] },
    vaciar: vaciarTablas(TABLAS_INFORMES),
    escribir: contandoEventos(escribirInformesEnLote),
  };

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  reconstruir(hotelId?: number, opciones: Pick<OpcionesDeReconstruccion, 'lote'> = {}): Promise<number> {
    return reconstruirParte(this.em, this.parte, { hotelId, lote: opciones.lote });
  }

  /**
   * A database whose reservations predate the reports (migration 20261123200000 leaves a row in
   * `informe_pendiente`) is rebuilt once; the rebuild and the row's removal commit together, and a
   * second process starting at once waits for them and finds nothing to do.
   */
  async onApplicationBootstrap(): Promise<void> {
    await reconstruirSiQuedabaMarca(this.em, this.parte, 'delete from informe_pendiente returning id');
  }
}
