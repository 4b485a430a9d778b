import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ConflictoCanal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { ConflictosCanales } from './conflictos.query';

/** Before `Canales/{id}`: a static path. Every user type reads it (the front desk resolves conflicts). */
@ApiTags('Canales')
@Controller('Canales/Conflictos')
export class ConflictosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('ConflictoCanal', { lista: true })
  listar(): Promise<ConflictoCanal[]> {
    return this.queryBus.execute(new ConflictosCanales());
  }
}
