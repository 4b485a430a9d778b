import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FueraServicio } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { GuardarFueraServicio } from './guardar-fuera-servicio.command';
import { FueraServicioDto } from './guardar-fuera-servicio.dto';

@ApiTags('FueraServicio')
@Escritura('recepcion')
@Controller('FueraServicio')
export class GuardarFueraServicioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Respuesta('FueraServicio')
  crear(@Body() d: FueraServicioDto): Promise<FueraServicio> {
    return this.commandBus.execute(new GuardarFueraServicio(d));
  }
}
