import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import { MENSAJES_MOTOR, type ReservaWebRespuesta } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { ReservarWeb } from './reservar-web.command';
import { ReservaWebDto } from './reservar-web.dto';

@ApiTags('Publico')
@Controller('Publico')
export class ReservarWebController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A guest's booking (no session). Few per address, and a ceiling per hotel whatever the addresses. */
  @Post(':slug/Reservas')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000, porParametro: { parametro: 'slug', max: 120, ventanaMs: 10 * 60_000 } })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per booking attempt: a retry with it answers the first booking' })
  @ApiConflictResponse({ description: `{Message: '${MENSAJES_MOTOR.agotado}'}` })
  @Respuesta('ReservaWebRespuesta')
  reservar(@Param('slug') slug: string, @Body() d: ReservaWebDto, @Headers('idempotency-key') idempotencia?: string): Promise<ReservaWebRespuesta> {
    return this.commandBus.execute(new ReservarWeb(slug, d, idempotencia ?? null));
  }
}
