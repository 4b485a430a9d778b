import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { ObtenerReserva } from './reserva.query';

/** The read model's `datos`: the whole reservation as the last command left it, with its `Version`. */
@QueryHandler(ObtenerReserva)
export class ObtenerReservaHandler implements IQueryHandler<ObtenerReserva, ReservaDetalle> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ObtenerReserva): Promise<ReservaDetalle> {
    const [fila] = await sqlExecutor(this.em).query<{ datos: ReservaDetalle }>('select datos from reserva where id = $1 and hotel_id = $2 and not eliminada', [id, hotelDeLaSesion()]);
    if (!fila) throw new NoEncontradoError('reserva');
    return fila.datos;
  }
}
