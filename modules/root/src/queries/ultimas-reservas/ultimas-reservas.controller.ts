import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UltimaReservaFila } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { UltimasReservas } from './ultimas-reservas.query';

@ApiTags('Root')
@Controller('Root')
export class UltimasReservasController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('UltimasReservas')
  @SoloOperador()
  @ApiOperation({ summary: "Each hotel's latest reservation created and modified, most recent first (operators only)" })
  @ApiOkResponse({ description: 'Id, Nombre, Plataforma, Version, sFechaCreacion, sFechaModificacion, Email, NombreUsuario' })
  @Respuesta('UltimaReservaFila', { lista: true })
  ultimas(): Promise<UltimaReservaFila[]> {
    return this.queryBus.execute(new UltimasReservas());
  }
}
