import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlExecutor } from '@recepcion/platform';

/** How many ids one trip to the sequence brings. */
export const IDS_POR_PEDIDO = 16;

/**
 * New reservation ids, taken from `reserva_id_seq` a few at a time and handed out in order. A
 * create then knows its id before its transaction begins and sends the whole transaction in one
 * write. A sequence never gives a value twice, so ids stay unique across processes; what this
 * changes is that an API process that stops leaves the ids it held unused (a gap, as a rolled-back
 * create already left one), and that with several processes the ids of one hotel's reservations
 * interleave within a block instead of following creation order exactly.
 */
@Injectable()
export class IdsDeReserva {
  private libres: number[] = [];
  private pidiendo: Promise<void> | null = null;

  constructor(private readonly em: EntityManager) {}

  /** The next id; outside any transaction (on PGlite a second connection would wait for it). */
  async siguiente(): Promise<number> {
    while (this.libres.length === 0) {
      this.pidiendo ??= this.pedir().finally(() => (this.pidiendo = null));
      await this.pidiendo;
    }
    return this.libres.shift()!;
  }

  private async pedir(): Promise<void> {
    const filas = await sqlExecutor(this.em).query<{ id: number }>(`select nextval('reserva_id_seq')::int as id from generate_series(1, $1)`, [IDS_POR_PEDIDO]);
    this.libres.push(...filas.map((f) => f.id).sort((a, b) => a - b));
  }
}
