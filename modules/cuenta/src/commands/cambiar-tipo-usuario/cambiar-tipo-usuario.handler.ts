import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type HotelUsuario, MENSAJES_CUENTA as M, SesionesModificadas } from '@recepcion/contracts';
import { NoEncontradoError, ReglaNegocioError, requestContext } from '@recepcion/platform';
import { toHotelUsuario } from '../../compartido/hotel-usuario';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { CambiarTipoUsuario } from './cambiar-tipo-usuario.command';

@CommandHandler(CambiarTipoUsuario)
export class CambiarTipoUsuarioHandler implements ICommandHandler<CambiarTipoUsuario, HotelUsuario> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id, tipo }: CambiarTipoUsuario): Promise<HotelUsuario> {
    const acceso = await this.em.findOne(HotelUsuarioAcceso, { id });
    if (!acceso) throw new NoEncontradoError('acceso');
    if (acceso.usuarioId === requestContext.require().userId) throw new ReglaNegocioError(M.cambiarTipoPropio);
    acceso.tipoUsuario = tipo;
    await this.em.flush();
    this.eventBus.publish(new SesionesModificadas([acceso.usuarioId]));
    return toHotelUsuario(acceso, await this.em.findOneOrFail(Usuario, { id: acceso.usuarioId }));
  }
}
