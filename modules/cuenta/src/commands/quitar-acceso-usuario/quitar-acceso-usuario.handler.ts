import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, SesionesModificadas } from '@recepcion/contracts';
import { NoEncontradoError, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { QuitarAccesoUsuario } from './quitar-acceso-usuario.command';

@CommandHandler(QuitarAccesoUsuario)
export class QuitarAccesoUsuarioHandler implements ICommandHandler<QuitarAccesoUsuario, void> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id }: QuitarAccesoUsuario): Promise<void> {
    const acceso = await this.em.findOne(HotelUsuarioAcceso, { id });
    if (!acceso) throw new NoEncontradoError('acceso');
    if (acceso.usuarioId === requestContext.require().userId) throw new ReglaNegocioError(M.eliminarAccesoPropio);
    await this.em.transactional(async (em) => {
      await sqlExecutor(em).query('delete from sesion where usuario_id = $1 and hotel_id = $2', [acceso.usuarioId, acceso.hotelId]);
      await em.remove(acceso).flush();
    });
    this.eventBus.publish(new SesionesModificadas([acceso.usuarioId]));
  }
}
