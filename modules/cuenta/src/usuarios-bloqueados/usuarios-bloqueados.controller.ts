import { randomInt } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NoEncontradoError, SoloOperador } from '@recepcion/platform';
import { normalizarEmail } from '../compartido/mapeos';
import { Usuario } from '../entities/usuario.entity';
import { hashContrasena } from '../sesiones/contrasenas';
import { SesionesService } from '../sesiones/sesiones.service';
import { BloqueosService } from '../sesiones/bloqueos.service';

/** Root area: accounts locked by failed logins, and unlocking them. Operators only. */
@ApiTags('UsuariosBloqueados')
@Controller('UsuariosBloqueados')
@SoloOperador()
export class UsuariosBloqueadosController {
  constructor(
    private readonly bloqueos: BloqueosService,
    private readonly em: EntityManager,
    private readonly sesiones: SesionesService,
  ) {}

  @Get()
  listar() {
    return this.bloqueos.listar();
  }

  @Get('todos/:email')
  buscar(@Param('email') email: string) {
    return this.bloqueos.listar(normalizarEmail(email));
  }

  /**
   * Gives the user a new random password (the operator reads it to them: 'colocar la contraseña
   * {secret}'), unlocks the account and ends its sessions. Static route, so it wins over :lowerMail.
   */
  @Put('ResetPassword/:lowerMail')
  async restablecer(@Param('lowerMail') lowerMail: string) {
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

  @Put(':lowerMail')
  async desbloquear(@Param('lowerMail') lowerMail: string) {
    if (!(await this.bloqueos.desbloquear(normalizarEmail(lowerMail)))) throw new NoEncontradoError('bloqueo');
    return { Message: 'Usuario desbloqueado' };
  }
}
