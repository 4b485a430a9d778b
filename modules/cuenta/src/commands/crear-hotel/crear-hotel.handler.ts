import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hotelDeLaSesion, requestContext } from '@recepcion/platform';
import { hotelPropio, type HotelRespuesta, toHotel } from '../../compartido/hotel-propio';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { Hotel } from '../../entities/hotel.entity';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { CrearHotel } from './crear-hotel.command';

@CommandHandler(CrearHotel)
export class CrearHotelHandler implements ICommandHandler<CrearHotel, HotelRespuesta> {
  constructor(private readonly em: EntityManager) {}

  async execute({ datos }: CrearHotel): Promise<HotelRespuesta> {
    const ctx = requestContext.require();
    const actual = await hotelPropio(this.em, hotelDeLaSesion());
    const configActual = await this.em.findOneOrFail(ConfiguracionHotel, { hotelId: actual.id });
    return this.em.transactional(async (em) => {
      const hotel = em.create(Hotel, { empresaId: actual.empresaId, nombre: datos.Nombre, creadoEn: ctx.now });
      await em.flush();
      em.create(ConfiguracionHotel, { hotelId: hotel.id, nombre: datos.Nombre, monedaId: configActual.monedaId, paisId: configActual.paisId, email: configActual.email, zonaHoraria: configActual.zonaHoraria });
      em.create(HotelUsuarioAcceso, { hotelId: hotel.id, usuarioId: ctx.userId!, tipoUsuario: 'AD' });
      await em.flush();
      return toHotel(hotel);
    });
  }
}
