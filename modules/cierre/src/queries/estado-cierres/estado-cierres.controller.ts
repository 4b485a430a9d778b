import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { EstadoCierres } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { ObtenerEstadoCierres } from './estado-cierres.query';

@ApiTags('CierreDia')
@Controller('CierreDia')
export class EstadoCierresController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('EstadoCierres')
  estado(): Promise<EstadoCierres> {
    return this.queryBus.execute(new ObtenerEstadoCierres());
  }
}
