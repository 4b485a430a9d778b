import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AccesoHotelRespuesta, CambiarHotelDeSesion, type HotelDeSesion, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { NoEncontradoError, requestContext } from '@recepcion/platform';
import { AuditoriaAcceso } from '../../auditoria/auditoria-acceso.entity';
import { AccederHotel } from './acceder-hotel.command';

/** The switch (cuenta's `CambiarHotelDeSesion`) and its audit row commit together. */
@CommandHandler(AccederHotel)
export class AccederHotelHandler implements ICommandHandler<AccederHotel, AccesoHotelRespuesta> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ hotelId, direccion }: AccederHotel): Promise<AccesoHotelRespuesta> {
    const contexto = requestContext.require();
    return this.em.transactional(async (em) => {
      const hotel = await this.commandBus.execute<CambiarHotelDeSesion, HotelDeSesion | null>(new CambiarHotelDeSesion(contexto.sessionId ?? '', hotelId));
      if (!hotel) throw new NoEncontradoError('hotel');
      em.create(AuditoriaAcceso, {
        usuarioId: Number(contexto.userId),
        hotelId: hotel.HotelId,
        accion: hotelId === null ? 'volver' : 'acceder',
        direccion: direccion?.slice(0, 100) ?? null,
        creadoEn: contexto.now,
      });
      await em.flush();
      const deVuelta = hotel.HotelId === hotel.HotelPropioId;
      return { Message: deVuelta ? M.deVuelta : M.accediendoComo(hotel.NombreHotel), ...hotel };
    });
  }
}
