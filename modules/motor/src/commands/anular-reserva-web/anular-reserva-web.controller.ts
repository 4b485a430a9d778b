import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaWebDetalle } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { AnularReservaWeb } from './anular-reserva-web.command';

@ApiTags('Publico')
@Controller('Publico/Reservas')
export class AnularReservaWebController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':token/Anular')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 20, ventanaMs: 10 * 60_000 })
  @Respuesta('ReservaWebDetalle')
  anular(@Param('token') token: string): Promise<ReservaWebDetalle> {
    return this.commandBus.execute(new AnularReservaWeb(token));
  }
}
