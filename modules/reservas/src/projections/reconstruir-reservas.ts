import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { type OpcionesDeReconstruccion, type ParteDeReconstruccion, reconstruirParte } from '@recepcion/platform';
import { ORIGEN_RESERVA } from './reserva.projection';
import { escribirReservasEnLote } from './reservas-en-lote';

/**
 * Rebuilds the reservation read model and its occupancy from the events alone (tools/replay): the
 * streams are read whole, thousands of events a page, folded in memory by the same pure functions
 * as the inline projection (reservas-en-lote.ts), and each page written in two multi-row statements.
 *
 * One transaction on one snapshot (repeatable read, `reconstruirPartes`): readers see the old rows
 * until the new ones are complete, no other writer takes a night the rebuild has yet to write back,
 * and a reservation appended meanwhile is not in the snapshot, so its own inline write stands and no
 * row is written twice. `parte` is the same rebuild for a replay that reads the store once for
 * every read model (apps/api/src/replay.ts).
 */
@Injectable()
export class ReconstruirReservas {
  constructor(private readonly em: EntityManager) {}

  readonly parte: ParteDeReconstruccion = {
    eventos: { prefijos: [PREFIJO_STREAM_RESERVA], conMomento: true },
    vaciar: async (tx, hotelId) => {
      const streams = await tx.query<{ stream_id: string }>(
        `select distinct stream_id from event_store.events
          where stream_id like $2::text || '%' and ($1::int is null or hotel_id = $1::int)`,
        [hotelId ?? null, PREFIJO_STREAM_RESERVA],
      );
      const ids = streams.map((s) => Number(s.stream_id.slice(PREFIJO_STREAM_RESERVA.length)));
      await tx.query('delete from reserva where id = any($1::int[])', [ids]);
      await tx.query('delete from ocupacion where origen = $1 and origen_id = any($2::int[])', [ORIGEN_RESERVA, ids]);
    },
    escribir: escribirReservasEnLote,
  };

  /** Every hotel, or only `hotelId`. Answers how many reservations were rebuilt. */
  reconstruir(hotelId?: number, opciones: Pick<OpcionesDeReconstruccion, 'lote'> = {}): Promise<number> {
    return reconstruirParte(this.em, this.parte, { hotelId, lote: opciones.lote });
  }
}
