import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ObtenerMensajeCheckOut } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { Empresa } from '../../entities/empresa.entity';
import { Hotel } from '../../entities/hotel.entity';

@QueryHandler(ObtenerMensajeCheckOut)
export class MensajeCheckOutHandler implements IQueryHandler<ObtenerMensajeCheckOut, string | null> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<string | null> {
    const hotel = await this.em.findOneOrFail(Hotel, { id: hotelDeLaSesion() });
    return (await this.em.findOne(Empresa, { id: hotel.empresaId }))?.mensajeCheckOut ?? null;
  }
}
