import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type OpcionesDeReconstruccion, type ParteDeReconstruccion, parteDeReconstruccion, reconstruirParte, reconstruirSiQuedabaMarca } from '@recepcion/platform';
import { proyeccionInformes } from './informes/informes.proyeccion';

/**
 * The reports' read model rebuilt from the events (`npm run cli -- replay`) by platform's generic
 * rebuild over the same contract the live write uses (`projections/informes/`): whole streams,
 * thousands of events a page, each folded from nothing by `evolucionarInformes` and written in one
 * statement per table. `parte` is that rebuild for a replay that reads the store once for every
 * read model (apps/api/src/replay.ts).
 */
@Injectable()
export class ReconstruirInformes implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  readonly parte: ParteDeReconstruccion = parteDeReconstruccion(proyeccionInformes);

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
