import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ReservaWebDetalle } from '@recepcion/contracts';
import { hoyDelHotel, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { comoHotel } from '../../aplicacion/como-hotel';
import { reservaYHotel } from '../../aplicacion/hotel-de-reserva';
import { detalleWeb } from '../../aplicacion/reservas-web';
import { ObtenerReservaWeb } from './reserva-web.query';

@QueryHandler(ObtenerReservaWeb)
export class ObtenerReservaWebHandler implements IQueryHandler<ObtenerReservaWeb, ReservaWebDetalle> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ token }: ObtenerReservaWeb): Promise<ReservaWebDetalle> {
    const { fila, hotel } = await reservaYHotel(sqlExecutor(this.em), this.queryBus, token);
    const detalle = await comoHotel(this.queryBus, fila.hotel_id, () => detalleWeb(this.queryBus, fila, hotel, hoyDelHotel()));
    if (!detalle) throw new NoEncontradoError('reserva');
    return detalle;
  }
}
