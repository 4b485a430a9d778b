import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FueraServicio } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { ListarFueraServicio } from './fuera-servicio.query';

@ApiTags('FueraServicio')
@Controller('FueraServicio')
export class FueraServicioController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('FueraServicio', { lista: true })
  listar(): Promise<FueraServicio[]> {
    return this.queryBus.execute(new ListarFueraServicio());
  }
}
