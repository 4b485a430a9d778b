import { randomInt } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NoEncontradoError } from '@recepcion/platform';
import { normalizarEmail } from '../../compartido/mapeos';
import { Usuario } from '../../entities/usuario.entity';
import { BloqueosService } from '../../sesiones/bloqueos.service';
import { hashContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';
import { type ContrasenaRestablecida, RestablecerUsuarioBloqueado } from './restablecer-usuario-bloqueado.command';

@CommandHandler(RestablecerUsuarioBloqueado)
export class RestablecerUsuarioBloqueadoHandler implements ICommandHandler<RestablecerUsuarioBloqueado, ContrasenaRestablecida> {
  constructor(
    private readonly bloqueos: BloqueosService,
    private readonly em: EntityManager,
    private readonly sesiones: SesionesService,
  ) {}

  async execute({ lowerMail }: RestablecerUsuarioBloqueado): Promise<ContrasenaRestablecida> {
    const usuario = await this.em.findOne(Usuario, { emailLower: normalizarEmail(lowerMail) });
    if (!usuario) throw new NoEncontradoError('usuario');
    const alfabeto = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const secreto = Array.from({ length: 12 }, () => alfabeto[randomInt(alfabeto.length)]).join('');
    usuario.passwordHash = await hashContrasena(secreto);
    await this.em.flush();
    await this.sesiones.cerrarOtras(usuario.id);
    await this.bloqueos.desbloquear(usuario.emailLower);
    return { Message: 'Contraseña restablecida', Password: secreto };
  }
}
