import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Sentencia, sqlExecutor, type TransaccionDirecta } from '@recepcion/platform';

/** How many ids one trip to the sequence brings. */
export const IDS_POR_PEDIDO = 16;

/**
 * New reservation ids, taken from `reserva_id_seq` a few at a time and handed out in order. A
 * create then knows its id before its transaction begins and sends the whole transaction in one
 * write. The next ids ride along with a create while some are left (`recargarEn`, a statement of its
 * transaction); only an empty supply (the first create, or a burst) asks the sequence on its own.
 * A sequence never gives a value twice, so ids stay unique across processes; what this changes is
 * that an API process that stops leaves the ids it held unused (a gap, as a rolled-back create
 * already left one), and that with several processes the ids of one hotel's reservations
 * interleave within a block instead of following creation order exactly.
 */
@Injectable()
export class IdsDeReserva {
  private libres: number[] = [];
  private pidiendo: Promise<void> | null = null;
  private recargando = false;

  constructor(private readonly em: EntityManager) {}

  /** The next id; outside any transaction (on PGlite a second connection would wait for it). */
  async siguiente(): Promise<number> {
    while (this.libres.length === 0) {
      this.pidiendo ??= sqlExecutor(this.em)
        .query<{ id: number }>(SIGUIENTES.sql, SIGUIENTES.params)
        .then((filas) => this.guardar(filas))
        .finally(() => (this.pidiendo = null));
      await this.pidiendo;
    }
    return this.libres.shift()!;
  }

  /**
   * When the supply runs low and no refill is under way: the statement that brings the next ids
   * goes with the COMMIT of `tx` (a create's), and its ids join the supply once it commits.
   */
  recargarEn(tx: TransaccionDirecta): void {
    if (this.recargando || this.libres.length > IDS_POR_PEDIDO) return;
    this.recargando = true;
    tx.alConfirmar<{ id: number }>(SIGUIENTES.sql, SIGUIENTES.params)
      .then(
        (ids) => this.guardar(ids),
        // The create did not commit: the next one asks again.
        () => undefined,
      )
      .finally(() => (this.recargando = false));
  }

  private guardar(filas: { id: number }[]): void {
    this.libres.push(...filas.map((f) => f.id));
    this.libres.sort((a, b) => a - b);
  }
}

const SIGUIENTES: Sentencia = { sql: `select nextval('reserva_id_seq')::int as id from generate_series(1, $1)`, params: [IDS_POR_PEDIDO] };
