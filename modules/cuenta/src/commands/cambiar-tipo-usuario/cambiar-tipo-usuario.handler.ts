import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { esTipoUsuario, type HotelUsuario, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, SesionesModificadas } from '@recepcion/contracts';
import { enTransaccionOrm, NoEncontradoError, registrarActividad, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
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
    const usuario = await this.em.findOneOrFail(Usuario, { id: acceso.usuarioId });
    const nombre = (t: string) => (esTipoUsuario(t) ? NOMBRES_TIPO_USUARIO[t] : t);
    const antes = acceso.tipoUsuario;
    acceso.tipoUsuario = tipo;
    await enTransaccionOrm(this.em, async () => {
      await this.em.flush();
      if (antes === tipo) return;
      await registrarActividad(sqlExecutor(this.em), {
        tipo: 'Usuario',
        entidad: 'Usuario',
        entidadId: acceso.usuarioId,
        descripcion: `Tipo de usuario de ${usuario.nombre}: ${nombre(antes)} → ${nombre(tipo)}`,
      });
    });
    this.eventBus.publish(new SesionesModificadas([acceso.usuarioId]));
    return toHotelUsuario(acceso, usuario);
  }
}
