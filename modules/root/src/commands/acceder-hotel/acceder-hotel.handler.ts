import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type AccesoHotelRespuesta, CambiarHotelDeSesion, type HotelDeSesion, MENSAJES_ROOT as M, SesionesModificadas } from '@recepcion/contracts';
import { NoEncontradoError, registrarActividad, requestContext, sqlExecutor } from '@recepcion/platform';
import { AuditoriaAcceso } from '../../auditoria/auditoria-acceso.entity';
import { AccederHotel } from './acceder-hotel.command';

/**
 * The switch (cuenta's `CambiarHotelDeSesion`) and its audit row commit together. Once committed,
 * `SesionesModificadas` says so again: every API process moves the session's live sockets to the
 * hotel it works in now, reading what is committed (the accounts module says it inside this
 * transaction, when another process would still read the hotel it leaves).
 */
@CommandHandler(AccederHotel)
export class AccederHotelHandler implements ICommandHandler<AccederHotel, AccesoHotelRespuesta> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ hotelId, direccion }: AccederHotel): Promise<AccesoHotelRespuesta> {
    const contexto = requestContext.require();
    const respuesta = await this.em.transactional(async (em) => {
      const hotel = await this.commandBus.execute<CambiarHotelDeSesion, HotelDeSesion | null>(new CambiarHotelDeSesion(contexto.sessionId ?? '', hotelId));
      if (!hotel) throw new NoEncontradoError('hotel');
      em.create(AuditoriaAcceso, {
        usuarioId: Number(contexto.userId),
        hotelId: hotel.HotelId,
        accion: hotelId === null ? 'volver' : 'acceder',
        direccion: direccion?.slice(0, 100) ?? null,
        creadoEn: contexto.now,
        sesionId: contexto.sessionId ?? null,
        hotelPropioId: hotel.HotelPropioId,
      });
      await em.flush();
      // The hotel worked as hears of it: the one entered, or the one left on the way back.
      const visitado = hotelId === null ? contexto.hotelId : hotel.HotelId;
      if (visitado !== undefined && visitado !== hotel.HotelPropioId) {
        await registrarActividad(sqlExecutor(em), {
          tipo: 'Acceso de operador',
          entidad: 'Hotel',
          entidadId: visitado,
          hotelId: visitado,
          descripcion: hotelId === null ? 'Un operador terminó su acceso de soporte al hotel' : 'Un operador accedió al hotel como soporte',
        });
      }
      const deVuelta = hotel.HotelId === hotel.HotelPropioId;
      return { Message: deVuelta ? M.deVuelta : M.accediendoComo(hotel.NombreHotel), ...hotel };
    });
    this.eventBus.publish(new SesionesModificadas([Number(contexto.userId)]));
    return respuesta;
  }
}
