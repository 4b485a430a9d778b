import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type CambioDeHotel, MENSAJES_CUENTA as M, SesionesModificadas } from '@recepcion/contracts';
import { NoEncontradoError, requestContext, sqlExecutor } from '@recepcion/platform';
import { toConfiguracion, toUsuarioSesion } from '../../compartido/mapeos';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { CambiarHotel } from './cambiar-hotel.command';

export interface CambioHecho {
  usuarioId: number;
  hotelId: number;
  recordar: boolean;
  respuesta: CambioDeHotel;
}

/**
 * The session's hotel becomes `hotelId` when the user has access to it (another hotel is not
 * found: an id in a URL proves nothing), and the next sign-in lands there. An operator's support
 * access ends with it. After the commit `SesionesModificadas` moves the user's open sockets to the
 * new hotel's room in every API process.
 */
@CommandHandler(CambiarHotel)
export class CambiarHotelHandler implements ICommandHandler<CambiarHotel, CambioHecho> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ hotelId }: CambiarHotel): Promise<CambioHecho> {
    const { userId, sessionId } = requestContext.require();
    if (userId === undefined || !sessionId) throw new NoEncontradoError('hotel');
    const hecho = await this.em.transactional(async (em) => {
      const acceso = await em.findOne(HotelUsuarioAcceso, { hotelId, usuarioId: userId }, { filters: { hotel: false } });
      if (!acceso) throw new NoEncontradoError('hotel');
      const [movida] = await sqlExecutor(em).query<{ recordar: boolean }>(
        'update sesion set hotel_id = $1, hotel_propio_id = null where id_hash = $2 and usuario_id = $3 returning recordar',
        [hotelId, sessionId, userId],
      );
      if (!movida) throw new NoEncontradoError('hotel');
      const usuario = await em.findOneOrFail(Usuario, { id: userId });
      usuario.ultimoHotelId = hotelId;
      const configuracion = await em.findOneOrFail(ConfiguracionHotel, { hotelId }, { filters: { hotel: false } });
      return {
        usuarioId: userId,
        hotelId,
        recordar: movida.recordar,
        respuesta: {
          Message: `${M.hotelCambiado} ${configuracion.nombre}`,
          HotelId: hotelId,
          NombreHotel: configuracion.nombre,
          Sesion: { hotel_id: hotelId, user_id: userId, config: toConfiguracion(configuracion), usuario: toUsuarioSesion(usuario, acceso.tipoUsuario) },
        },
      };
    });
    this.eventBus.publish(new SesionesModificadas([hecho.usuarioId]));
    return hecho;
  }
}
