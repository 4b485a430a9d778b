import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ConfiguracionPisos } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { GuardarConfiguracionPisos } from './guardar-configuracion-pisos.command';
import { ConfiguracionPisosDto } from './guardar-configuracion-pisos.dto';

/** A hotel setting: administrators only (a write's default level); Camarería, like the others, gets its 403. */
@ApiTags('Pisos')
@Controller('Pisos')
export class GuardarConfiguracionPisosController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('Configuracion')
  @Respuesta('ConfiguracionPisos')
  guardar(@Body() d: ConfiguracionPisosDto): Promise<ConfiguracionPisos> {
    return this.commandBus.execute(new GuardarConfiguracionPisos({ ServicioDiario: d.ServicioDiario }));
  }
}
