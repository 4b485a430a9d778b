import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Canal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { EliminarCanal } from './eliminar-canal.command';

@ApiTags('Canales')
@Controller('Canales')
export class EliminarCanalController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Respuesta('Canal')
  eliminar(@Param('id', ParseIntPipe) id: number): Promise<Canal> {
    return this.commandBus.execute(new EliminarCanal(id));
  }
}
