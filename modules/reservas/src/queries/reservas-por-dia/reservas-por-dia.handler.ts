import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservasPorDia, type ReservasPorDiaFila } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/** The published query `ReservasPorDia` (provider tools, every hotel): days without reservations are absent. */
@QueryHandler(ReservasPorDia)
export class ReservasPorDiaHandler implements IQueryHandler<ReservasPorDia, ReservasPorDiaFila[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criterio, desde, hasta }: ReservasPorDia): Promise<ReservasPorDiaFila[]> {
    const columna = criterio === 'creacion' ? 'creada_en' : 'modificada_en';
    const filas = await sqlExecutor(this.em).query<{ fecha: string; reservas: string }>(
      `select to_char((${columna} at time zone 'UTC')::date, 'YYYY-MM-DD') as fecha, count(*) as reservas
         from reserva
        where not eliminada and (${columna} at time zone 'UTC')::date between $1::date and $2::date
        group by 1 order by 1`,
      [desde, hasta],
    );
    return filas.map((f) => ({ fecha: f.fecha, reservas: Number(f.reservas) }));
  }
}
