import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Configuracion } from '@recepcion/contracts';
import { GuardarConfiguracion } from './guardar-configuracion.command';
import { ConfiguracionDto } from './guardar-configuracion.dto';
import { Respuesta } from '@recepcion/platform';

/** POST and PUT both update the session hotel's configuration: a hotel has exactly one. */
@ApiTags('Configuraciones')
@Controller('Configuraciones')
export class GuardarConfiguracionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id')
  @Respuesta('ConfiguracionConClave')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: ConfiguracionDto): Promise<Configuracion> {
    return this.commandBus.execute(new GuardarConfiguracion(id, datos));
  }

  @Post()
  @HttpCode(200)
  @Respuesta('ConfiguracionConClave')
  crear(@Body() datos: ConfiguracionDto): Promise<Configuracion> {
    return this.commandBus.execute(new GuardarConfiguracion(null, datos));
  }
}
