import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ResumenGrupo } from '@recepcion/contracts';
import { LecturaEnEspera, Respuesta } from '@recepcion/platform';
import { ResumenDelGrupo } from './resumen-grupo.query';

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Grupo')
export class ResumenGrupoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Resumen')
  @Respuesta('ResumenGrupo')
  resumen(): Promise<ResumenGrupo> {
    return this.queryBus.execute(new ResumenDelGrupo());
  }
}
