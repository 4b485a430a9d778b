import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { EliminarReserva } from './eliminar-reserva.command';
import { Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Controller('ReservasB')
export class EliminarReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Frees its nights. */
  @Delete(':id')
  @Respuesta('RespuestaMensaje')
  async eliminar(@Param('id', ParseIntPipe) id: number): Promise<{ Message: string }> {
    await this.commandBus.execute(new EliminarReserva(id));
    return { Message: M.eliminado };
  }
}
