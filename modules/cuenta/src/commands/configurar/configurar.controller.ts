import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Configuracion } from '@recepcion/contracts';
import { ConfigurarHotel } from './configurar.command';
import { ConfigurarDto } from './configurar.dto';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Cuenta')
@Controller('Cuenta')
export class ConfigurarController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Configurar')
  @HttpCode(200)
  @Respuesta('Configuracion')
  configurar(@Body() datos: ConfigurarDto): Promise<Configuracion> {
    return this.commandBus.execute(new ConfigurarHotel(datos));
  }
}
