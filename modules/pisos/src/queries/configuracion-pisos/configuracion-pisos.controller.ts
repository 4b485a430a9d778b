import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ConfiguracionPisos } from '@recepcion/contracts';
import { ParaCamareria, Respuesta } from '@recepcion/platform';
import { ObtenerConfiguracionPisos } from './configuracion-pisos.query';

/** Every user type that sees the board reads it (the board says whether the day's service is on). */
@ApiTags('Pisos')
@ParaCamareria()
@Controller('Pisos')
export class ConfiguracionPisosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Configuracion')
  @Respuesta('ConfiguracionPisos')
  obtener(): Promise<ConfiguracionPisos> {
    return this.queryBus.execute(new ObtenerConfiguracionPisos());
  }
}
