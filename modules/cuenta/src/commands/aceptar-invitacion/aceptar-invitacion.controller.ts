import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { AceptarInvitacion } from './aceptar-invitacion.command';

/** The invited person's own answer: any user type may give it. */
@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class AceptarInvitacionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/Aceptar')
  @HttpCode(200)
  @Respuesta('RespuestaInvitacion')
  aceptar(@Param('id', ParseIntPipe) id: number): Promise<RespuestaInvitacion> {
    return this.commandBus.execute(new AceptarInvitacion(id));
  }
}
