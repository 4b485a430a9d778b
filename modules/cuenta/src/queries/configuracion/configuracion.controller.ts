import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Configuracion } from '@recepcion/contracts';
import { ObtenerConfiguracion } from './configuracion.query';
import { Respuesta } from '@recepcion/platform';

/** The configuration of the session's hotel; POST and PUT are in commands/guardar-configuracion. */
@ApiTags('Configuraciones')
@Controller('Configuraciones')
export class ConfiguracionController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @Respuesta('ConfiguracionConClave')
  obtener(@Param('id', ParseIntPipe) id: number): Promise<Configuracion> {
    return this.queryBus.execute(new ObtenerConfiguracion(id));
  }
}
