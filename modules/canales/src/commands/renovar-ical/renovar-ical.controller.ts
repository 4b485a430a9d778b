import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { UrlIcal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { RenovarIcal } from './renovar-ical.command';

@ApiTags('Canales')
@Controller()
export class RenovarIcalController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The room's feed at a new address (a leaked one stops working at once). */
  @Post('Habitaciones/:id/Ical/Renovar')
  @HttpCode(200)
  @Respuesta('UrlIcal')
  renovarHabitacion(@Param('id', ParseIntPipe) id: number): Promise<UrlIcal> {
    return this.commandBus.execute(new RenovarIcal(id, null));
  }

  /** The address one channel reads (the room's feed without that channel's own stays), renewed. */
  @Post('Canales/:id/Ical/Renovar')
  @HttpCode(200)
  @Respuesta('UrlIcal')
  renovarCanal(@Param('id', ParseIntPipe) id: number): Promise<UrlIcal> {
    return this.commandBus.execute(new RenovarIcal(null, id));
  }
}
