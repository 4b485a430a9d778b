import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hotelPropio, type HotelRespuesta, toHotel } from '../../compartido/hotel-propio';
import { ModificarHotel } from './modificar-hotel.command';

@CommandHandler(ModificarHotel)
export class ModificarHotelHandler implements ICommandHandler<ModificarHotel, HotelRespuesta> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, datos }: ModificarHotel): Promise<HotelRespuesta> {
    const hotel = await hotelPropio(this.em, id);
    hotel.nombre = datos.Nombre;
    await this.em.flush();
    return toHotel(hotel);
  }
}
