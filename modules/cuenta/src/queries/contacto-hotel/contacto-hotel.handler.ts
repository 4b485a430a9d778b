import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContactoDelHotel, type ContactoHotel } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';

@QueryHandler(ContactoDelHotel)
export class ContactoHotelHandler implements IQueryHandler<ContactoDelHotel, ContactoHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ContactoHotel> {
    const c = await this.em.findOne(ConfiguracionHotel, { hotelId: hotelDeLaSesion() });
    return { Nombre: c?.nombre ?? '', Email: c?.email?.trim() || null };
  }
}
