import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { type ContrasenaRestablecida, RestablecerUsuarioBloqueado } from './restablecer-usuario-bloqueado.command';

/** Root area, operators only. Static route, so it wins over `PUT UsuariosBloqueados/:lowerMail` (commands/desbloquear-usuario). */
@ApiTags('UsuariosBloqueados')
@Controller('UsuariosBloqueados')
@SoloOperador()
export class RestablecerUsuarioBloqueadoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('ResetPassword/:lowerMail')
  @Respuesta('ContrasenaRestablecida')
  restablecer(@Param('lowerMail') lowerMail: string): Promise<ContrasenaRestablecida> {
    return this.commandBus.execute(new RestablecerUsuarioBloqueado(lowerMail));
  }
}
