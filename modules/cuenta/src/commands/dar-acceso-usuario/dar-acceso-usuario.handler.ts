import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type HotelUsuario, MENSAJES_CUENTA as M, TIPO_USUARIO_PREDETERMINADO } from '@recepcion/contracts';
import { hotelDeLaSesion, ReglaNegocioError } from '@recepcion/platform';
import { toHotelUsuario } from '../../compartido/hotel-usuario';
import { normalizarEmail } from '../../compartido/mapeos';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { DarAccesoUsuario } from './dar-acceso-usuario.command';

@CommandHandler(DarAccesoUsuario)
export class DarAccesoUsuarioHandler implements ICommandHandler<DarAccesoUsuario, HotelUsuario> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email, tipo = TIPO_USUARIO_PREDETERMINADO }: DarAccesoUsuario): Promise<HotelUsuario> {
    const usuario = await this.em.findOne(Usuario, { emailLower: normalizarEmail(email) });
    if (!usuario) throw new ReglaNegocioError(M.usuarioNoExiste);
    if (await this.em.findOne(HotelUsuarioAcceso, { usuarioId: usuario.id })) throw new ReglaNegocioError(M.usuarioYaTieneAcceso);
    const acceso = this.em.create(HotelUsuarioAcceso, { hotelId: hotelDeLaSesion(), usuarioId: usuario.id, tipoUsuario: tipo });
    await this.em.flush();
    return toHotelUsuario(acceso, usuario);
  }
}
