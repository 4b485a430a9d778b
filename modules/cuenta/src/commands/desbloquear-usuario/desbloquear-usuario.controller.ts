import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { DesbloquearUsuario } from './desbloquear-usuario.command';

/** Root area, operators only. */
@ApiTags('UsuariosBloqueados')
@Controller('UsuariosBloqueados')
@SoloOperador()
export class DesbloquearUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':lowerMail')
  @Respuesta('RespuestaMensaje')
  desbloquear(@Param('lowerMail') lowerMail: string): Promise<{ Message: string }> {
    return this.commandBus.execute(new DesbloquearUsuario(lowerMail));
  }
}
