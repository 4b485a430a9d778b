import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InformeGlobalFila } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { InformeGlobalReservas } from './informe-global-reservas.query';

@ApiTags('InformeGlobalReservas')
@Controller('InformeGlobalReservas')
export class InformeGlobalReservasController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @SoloOperador()
  @ApiOperation({ summary: 'One row per hotel with its reservation counts (operators only)' })
  @ApiOkResponse({ description: 'IDCM, Nombre, ComentarioInterno, Reservas, Vigente, Reservas_estimado, Vigente_estimado, Empresa, user_id' })
  @Respuesta('InformeGlobalFila', { lista: true })
  informe(): Promise<InformeGlobalFila[]> {
    return this.queryBus.execute(new InformeGlobalReservas());
  }
}
