import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Canal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { ListarCanales } from './canales.query';

@ApiTags('Canales')
@Controller('Canales')
export class CanalesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Administrators only: the feeds' URLs are the channels' secrets. */
  @Get()
  @Respuesta('Canal', { lista: true })
  listar(): Promise<Canal[]> {
    return this.queryBus.execute(new ListarCanales());
  }
}
