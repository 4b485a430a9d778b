import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_RESERVAS as M, type ReservaConMensaje } from '@recepcion/contracts';
import { AnularReserva } from './anular-reserva.command';
import { AnularReservaDto } from './anular-reserva.dto';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('calendario')
@Escritura('recepcion')
@Controller('calendario')
export class AnularReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `{texto}`: the reason; refused when already cancelled. */
  @Put('AnularReserva/:id')
  @Respuesta('ReservaConMensaje')
  async anular(@Param('id', ParseIntPipe) id: number, @Body() { texto }: AnularReservaDto): Promise<ReservaConMensaje> {
    const reserva = await this.commandBus.execute(new AnularReserva(id, texto));
    return { ...reserva, Message: M.anulado };
  }
}
