import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { leerStreamsEnLotes, sqlExecutor } from '@recepcion/platform';
import { ORIGEN_RESERVA } from './reserva.projection';
import { escribirReservasEnLote } from './reservas-en-lote';

export interface OpcionesReconstruccion {
  /** Events per page read from the store (default 5000). */
  lote?: number;
}

/**
 * Rebuilds the reservation read model and its occupancy from the events alone (tools/replay): the
 * streams are read whole, thousands of events a page, folded in memory by the same pure functions
 * as the inline projection (reservas-en-lote.ts), and each page written in two multi-row statements.
 *
 * One transaction on one snapshot (repeatable read): readers see the old rows until the new ones
 * are complete, no other writer takes a night the rebuild has yet to write back, and a reservation
 * appended meanwhile is not in the snapshot, so its own inline write stands and no row is written twice.
 */
@Injectable()
export class ReconstruirReservas {
  constructor(private readonly em: EntityManager) {}

  /** Every hotel, or only `hotelId`. Answers how many reservations were rebuilt. */
  reconstruir(hotelId?: number, opciones: OpcionesReconstruccion = {}): Promise<number> {
    return this.em.fork().transactional(
      async (em) => {
        const tx = sqlExecutor(em);
        const streams = await tx.query<{ stream_id: string }>(
          `select distinct stream_id from event_store.events
            where stream_id like $2::text || '%' and ($1::int is null or (metadata->>'hotelId')::int = $1::int)`,
          [hotelId ?? null, PREFIJO_STREAM_RESERVA],
        );
        const ids = streams.map((s) => Number(s.stream_id.slice(PREFIJO_STREAM_RESERVA.length)));
        await tx.query('delete from reserva where id = any($1::int[])', [ids]);
        await tx.query('delete from ocupacion where origen = $1 and origen_id = any($2::int[])', [ORIGEN_RESERVA, ids]);
        let reconstruidas = 0;
        await leerStreamsEnLotes(tx, { prefijos: [PREFIJO_STREAM_RESERVA], hotelId, lote: opciones.lote, conMomento: true }, async (lote) => {
          // Pages overlap: add once this one's count is known (`x += await` would read x before).
          const escritas = await escribirReservasEnLote(tx, lote);
          reconstruidas += escritas;
        });
        return reconstruidas;
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
  }
}
