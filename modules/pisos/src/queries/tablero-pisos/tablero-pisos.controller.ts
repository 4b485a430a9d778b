import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HabitacionPiso } from '@recepcion/contracts';
import { ParaCamareria, Respuesta } from '@recepcion/platform';
import { TableroPisos } from './tablero-pisos.query';

@ApiTags('Pisos')
@ParaCamareria()
@Controller('Pisos')
export class TableroPisosController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Rooms in order with their state, whether someone arrives or leaves today, who sleeps there tonight. */
  @Get()
  @Respuesta('HabitacionPiso', { lista: true })
  tablero(): Promise<HabitacionPiso[]> {
    return this.queryBus.execute(new TableroPisos());
  }
}
