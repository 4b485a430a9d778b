import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AvisosEntreProcesos, type OpcionesDeReconstruccion, type ParteDeReconstruccion, parteDeReconstruccion, reconstruirParte, reconstruirSiQuedabaMarca } from '@recepcion/platform';
import { avisarVentanasCambiadas } from '../aplicacion/ventanas-en-cache';
import { proyeccionCalendario } from './calendario/calendario.proyeccion';

/** The checkpoint of the calendar's first, asynchronous feed: present only in a database written before the inline projection. */
const SUSCRIPCION_ANTERIOR = 'calendario';

/**
 * Builds the calendar's read model again from the events (`npm run cli -- replay`), in one
 * transaction on one snapshot (`reconstruirPartes`): readers see the old rows until the new ones
 * are complete, and a stream appended meanwhile is left to its own inline write. The streams are
 * read whole, thousands of events a page, folded by the same `evolucionarCalendario` the live
 * write uses and each page written in one statement per table. `parte` is the same rebuild for a
 * replay that reads the store once for every read model (apps/api/src/replay.ts).
 */
@Injectable()
export class ReconstruirCalendario implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly avisos: AvisosEntreProcesos,
  ) {}

  // Rows rewritten without a new event: the windows the API processes keep are read again.
  readonly parte: ParteDeReconstruccion = parteDeReconstruccion(proyeccionCalendario, { alConfirmar: (hotelId) => avisarVentanasCambiadas(this.avisos, hotelId ?? null) });

  /** Without a hotel: every row from every event. With one: only that hotel's rows, from its events. Answers the events read. */
  reconstruir(hotelId?: number, opciones: Pick<OpcionesDeReconstruccion, 'lote'> = {}): Promise<number> {
    return reconstruirParte(this.em, this.parte, { hotelId, lote: opciones.lote });
  }

  /**
   * Rebuilt once when a mark asks for it: a database written by the asynchronous feed (its
   * checkpoint may stand before events it had not reached) or one whose rows a migration knows to
   * be stale (`calendario_pendiente`). The rebuild and the marks' removal commit together.
   */
  async onApplicationBootstrap(): Promise<void> {
    await reconstruirSiQuedabaMarca(
      this.em,
      this.parte,
      `with feed as (delete from event_store.checkpoints where subscription_id = $1 returning 1),
            pendiente as (delete from calendario_pendiente returning 1)
       select 1 from feed union all select 1 from pendiente`,
      [SUSCRIPCION_ANTERIOR],
    );
    avisarVentanasCambiadas(this.avisos, null);
  }
}
