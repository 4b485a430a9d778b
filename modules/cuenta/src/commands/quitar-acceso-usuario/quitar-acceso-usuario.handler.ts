import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { esTipoUsuario, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, SesionesModificadas } from '@recepcion/contracts';
import { NoEncontradoError, registrarActividad, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
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
      const usuario = await em.findOne(Usuario, { id: acceso.usuarioId });
      const tipo = esTipoUsuario(acceso.tipoUsuario) ? NOMBRES_TIPO_USUARIO[acceso.tipoUsuario] : acceso.tipoUsuario;
      await registrarActividad(sqlExecutor(em), {
        tipo: 'Usuario',
        entidad: 'Usuario',
        entidadId: acceso.usuarioId,
        descripcion: `Acceso de ${usuario?.nombre ?? acceso.usuarioId} (${usuario?.email ?? ''}) quitado: era ${tipo}`,
      });
    });
    this.eventBus.publish(new SesionesModificadas([acceso.usuarioId]));
  }
}
