import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { EliminarBloqueo } from './eliminar-bloqueo.command';

@ApiTags('Bloqueos')
@Escritura('recepcion')
@Controller('Bloqueos')
export class EliminarBloqueoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Respuesta('BloqueoHabitacion')
  eliminar(@Param('id', ParseIntPipe) id: number): Promise<BloqueoHabitacion> {
    return this.commandBus.execute(new EliminarBloqueo(id));
  }
}
