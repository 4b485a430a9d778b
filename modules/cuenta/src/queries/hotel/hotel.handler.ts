import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { hotelPropio, type HotelRespuesta, toHotel } from '../../compartido/hotel-propio';
import { ObtenerHotel } from './hotel.query';

@QueryHandler(ObtenerHotel)
export class ObtenerHotelHandler implements IQueryHandler<ObtenerHotel, HotelRespuesta> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ObtenerHotel): Promise<HotelRespuesta> {
    return toHotel(await hotelPropio(this.em, id));
  }
}
