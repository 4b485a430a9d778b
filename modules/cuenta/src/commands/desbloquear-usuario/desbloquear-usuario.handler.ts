import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NoEncontradoError } from '@recepcion/platform';
import { normalizarEmail } from '../../compartido/mapeos';
import { BloqueosService } from '../../sesiones/bloqueos.service';
import { DesbloquearUsuario } from './desbloquear-usuario.command';

@CommandHandler(DesbloquearUsuario)
export class DesbloquearUsuarioHandler implements ICommandHandler<DesbloquearUsuario, { Message: string }> {
  constructor(private readonly bloqueos: BloqueosService) {}

  async execute({ lowerMail }: DesbloquearUsuario): Promise<{ Message: string }> {
    if (!(await this.bloqueos.desbloquear(normalizarEmail(lowerMail)))) throw new NoEncontradoError('bloqueo');
    return { Message: 'Usuario desbloqueado' };
  }
}
