import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaMensaje, VERIFICACIONES_POR_USUARIO } from '@recepcion/contracts';
import { requestContext } from '@recepcion/platform';
import { Usuario } from '../../entities/usuario.entity';
import { ContadoresService } from '../../limites/contadores.service';
import { VerificacionService } from '../../verificacion/verificacion.service';
import { EnviarVerificacion } from './enviar-verificacion.command';

/** To the session user's own address only, `VERIFICACIONES_POR_USUARIO` times an hour at most (429). */
@CommandHandler(EnviarVerificacion)
export class EnviarVerificacionHandler implements ICommandHandler<EnviarVerificacion, RespuestaMensaje> {
  constructor(
    private readonly em: EntityManager,
    private readonly verificacion: VerificacionService,
    private readonly contadores: ContadoresService,
  ) {}

  async execute(): Promise<RespuestaMensaje> {
    const ctx = requestContext.require();
    const usuario = await this.em.findOneOrFail(Usuario, { id: ctx.userId });
    if (usuario.correoVerificadoEn) return { Message: M.correoYaVerificado };
    if (!(await this.contadores.contar(ContadoresService.clave('verificaciones', usuario.id), VERIFICACIONES_POR_USUARIO, 60 * 60_000, ctx.now))) {
      throw new HttpException({ Message: M.demasiadasVerificaciones }, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.verificacion.enviarEnlace(usuario, ctx.now);
    return { Message: M.verificacionEnviada };
  }
}
