import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { InvitacionEnviada } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { InvitacionesEnviadas } from './invitaciones-enviadas.query';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class InvitacionesEnviadasController {
  constructor(private readonly queryBus: QueryBus) {}

  /** «Usuarios autorizados»: who was invited and has not answered yet. */
  @Get('Invitaciones')
  @Respuesta('InvitacionEnviada', { lista: true })
  listar(): Promise<InvitacionEnviada[]> {
    return this.queryBus.execute(new InvitacionesEnviadas());
  }
}
