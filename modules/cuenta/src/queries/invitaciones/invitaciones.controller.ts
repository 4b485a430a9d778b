import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { InvitacionHotel } from '@recepcion/contracts';
import { Invitaciones } from './invitaciones.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Invitaciones')
@Controller('Invitaciones')
export class InvitacionesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('InvitacionHotel', { lista: true })
  listar(): Promise<InvitacionHotel[]> {
    return this.queryBus.execute(new Invitaciones());
  }
}
