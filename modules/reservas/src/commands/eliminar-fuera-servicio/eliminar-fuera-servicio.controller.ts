import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FueraServicio } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { EliminarFueraServicio } from './eliminar-fuera-servicio.command';

@ApiTags('FueraServicio')
@Escritura('recepcion')
@Controller('FueraServicio')
export class EliminarFueraServicioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Respuesta('FueraServicio')
  eliminar(@Param('id', ParseIntPipe) id: number): Promise<FueraServicio> {
    return this.commandBus.execute(new EliminarFueraServicio(id));
  }
}
