import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { ObtenerBloqueo } from './bloqueo.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Bloqueos')
@Controller('Bloqueos')
export class BloqueoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @Respuesta('BloqueoHabitacion')
  obtener(@Param('id', ParseIntPipe) id: number): Promise<BloqueoHabitacion> {
    return this.queryBus.execute(new ObtenerBloqueo(id));
  }
}
