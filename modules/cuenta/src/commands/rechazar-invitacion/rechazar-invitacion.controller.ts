import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { RechazarInvitacion } from './rechazar-invitacion.command';

/** The invited person's own answer: any user type may give it. */
@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class RechazarInvitacionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/Rechazar')
  @HttpCode(200)
  @Respuesta('RespuestaInvitacion')
  rechazar(@Param('id', ParseIntPipe) id: number): Promise<RespuestaInvitacion> {
    return this.commandBus.execute(new RechazarInvitacion(id));
  }
}
