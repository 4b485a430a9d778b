import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { RespuestaMensaje } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { RetirarInvitacion } from './retirar-invitacion.command';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class RetirarInvitacionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** An administrator takes back an invitation sent to the wrong address, or no longer wanted. */
  @Delete('Invitaciones/:id')
  @Respuesta('RespuestaMensaje')
  retirar(@Param('id', ParseIntPipe) id: number): Promise<RespuestaMensaje> {
    return this.commandBus.execute(new RetirarInvitacion(id));
  }
}
