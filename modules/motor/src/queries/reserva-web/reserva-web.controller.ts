import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaWebDetalle } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { ObtenerReservaWeb } from './reserva-web.query';

/** Before `Publico/{slug}`: a static segment. */
@ApiTags('Publico')
@Controller('Publico/Reservas')
export class ReservaWebController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':token')
  @Publico()
  @LimiteSolicitudes({ max: 60, ventanaMs: 60_000 })
  @Respuesta('ReservaWebDetalle')
  obtener(@Param('token') token: string): Promise<ReservaWebDetalle> {
    return this.queryBus.execute(new ObtenerReservaWeb(token));
  }
}
