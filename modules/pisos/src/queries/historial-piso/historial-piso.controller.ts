import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CambioEstadoPiso } from '@recepcion/contracts';
import { ParaCamareria, Respuesta } from '@recepcion/platform';
import { HistorialPiso } from './historial-piso.query';

@ApiTags('Pisos')
@ParaCamareria()
@Controller('Pisos')
export class HistorialPisoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':habitacionId/Historial')
  @Respuesta('CambioEstadoPiso', { lista: true })
  historial(@Param('habitacionId', ParseIntPipe) habitacionId: number): Promise<CambioEstadoPiso[]> {
    return this.queryBus.execute(new HistorialPiso(habitacionId));
  }
}
