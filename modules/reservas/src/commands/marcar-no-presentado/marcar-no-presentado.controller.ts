import { Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MarcarNoPresentado, MENSAJES_RESERVAS as M, type ReservaConMensaje, type ReservaDetalle } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('calendario')
@Escritura('recepcion')
@Controller('calendario')
export class MarcarNoPresentadoController {
  constructor(private readonly commandBus: CommandBus) {}

  /** An arrival that never came: cancelled with «No presentado»; its nights are free at once. */
  @Put('NoPresentado/:id')
  @Respuesta('ReservaConMensaje')
  async marcar(@Param('id', ParseIntPipe) id: number): Promise<ReservaConMensaje> {
    const reserva: ReservaDetalle = await this.commandBus.execute(new MarcarNoPresentado(id));
    return { ...reserva, Message: M.marcadaNoPresentada };
  }
}
