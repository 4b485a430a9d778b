import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ResultadoSincronizacion } from '@recepcion/contracts';
import { LimiteSolicitudes, Respuesta } from '@recepcion/platform';
import { SincronizarCanal } from './sincronizar-canal.command';

@ApiTags('Canales')
@Controller('Canales')
export class SincronizarCanalController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Each pull fetches a stranger's URL: a person clicking needs a few a minute, not hundreds. */
  @Post(':id/Sincronizar')
  @HttpCode(200)
  @LimiteSolicitudes({ max: 30, ventanaMs: 60_000 })
  @Respuesta('ResultadoSincronizacion')
  sincronizar(@Param('id', ParseIntPipe) id: number): Promise<ResultadoSincronizacion> {
    return this.commandBus.execute(new SincronizarCanal(id));
  }
}
