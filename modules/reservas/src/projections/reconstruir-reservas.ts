import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { reconstruir } from '../domain/reserva.decider';
import type { EventoReserva } from '../domain/reserva.types';
import { ORIGEN_RESERVA, proyectarReserva } from './reserva.projection';

/**
 * Rebuilds the reservation read model and its occupancy from the events alone (tools/replay).
 * One transaction: readers see the old rows until the new ones are complete.
 */
@Injectable()
export class ReconstruirReservas {
  constructor(
    private readonly em: EntityManager,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Every hotel, or only `hotelId`. Answers how many reservations were rebuilt. */
  reconstruir(hotelId?: number): Promise<number> {
    return this.em.transactional(async (em) => {
      const tx = sqlExecutor(em);
      const streams = await tx.query<{ stream_id: string }>(
        `select distinct stream_id from event_store.events
          where stream_id like $2::text || '%' and ($1::int is null or (metadata->>'hotelId')::int = $1::int) order by stream_id`,
        [hotelId ?? null, PREFIJO_STREAM_RESERVA],
      );
      const ids = streams.map((s) => Number(s.stream_id.slice(PREFIJO_STREAM_RESERVA.length)));
      await tx.query('delete from reserva where id = any($1::int[])', [ids]);
      await tx.query('delete from ocupacion where origen = $1 and origen_id = any($2::int[])', [ORIGEN_RESERVA, ids]);
      for (const { stream_id } of streams) await this.proyectar(tx, stream_id);
      return streams.length;
    });
  }

  private async proyectar(tx: SqlExecutor, streamId: string): Promise<void> {
    const almacenados = await this.store.readStream(tx, streamId);
    const estado = reconstruir(almacenados.map((e) => ({ type: e.type, data: e.data }) as EventoReserva));
    const momento = (i: number) => new Date(almacenados[i].metadata.now ?? almacenados[i].recordedAt);
    await proyectarReserva(tx, estado, almacenados.length, { creadaEn: momento(0), modificadaEn: momento(almacenados.length - 1) }, { serializar: false });
  }
}
