import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { UrlIcal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { UrlIcalDe } from './url-ical.query';

/** Where channels read a room's occupations (`/ical/{token}.ics`, no session). Administrators only. */
@ApiTags('Canales')
@Controller()
export class UrlIcalController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Habitaciones/:id/Ical')
  @Respuesta('UrlIcal')
  deHabitacion(@Param('id', ParseIntPipe) id: number): Promise<UrlIcal> {
    return this.queryBus.execute(new UrlIcalDe(id, null));
  }

  /** The room's feed for one imported channel: it leaves out what came from that channel (no echo). */
  @Get('Canales/:id/Ical')
  @Respuesta('UrlIcal')
  deCanal(@Param('id', ParseIntPipe) id: number): Promise<UrlIcal> {
    return this.queryBus.execute(new UrlIcalDe(null, id));
  }
}
