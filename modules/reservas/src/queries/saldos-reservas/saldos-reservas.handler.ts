import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SaldoMoneda, SaldosDeReservas, type SaldosPorReserva } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** The published query `SaldosDeReservas`: one statement over the read model, whatever the number of ids. */
@QueryHandler(SaldosDeReservas)
export class SaldosReservasHandler implements IQueryHandler<SaldosDeReservas, SaldosPorReserva> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reservaIds }: SaldosDeReservas): Promise<SaldosPorReserva> {
    if (reservaIds.length === 0) return {};
    const filas = await sqlExecutor(this.em).query<{ id: number; saldos: SaldoMoneda[] | null }>(
      `select id, datos->'Saldos' as saldos from reserva where hotel_id = $1 and id = any($2::int[]) and not eliminada`,
      [hotelDeLaSesion(), [...reservaIds]],
    );
    return Object.fromEntries(filas.map((f) => [f.id, f.saldos ?? []]));
  }
}
