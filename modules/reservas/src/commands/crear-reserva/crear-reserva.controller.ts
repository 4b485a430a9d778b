import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { CrearReserva } from './crear-reserva.command';
import { CrearReservaDto } from './crear-reserva.dto';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('recepcion')
@Controller('ReservasB')
export class CrearReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The wizard's create. `EstadoId` creates it in that status; `Idempotency-Key` makes a retry answer the first result. */
  @Post()
  @HttpCode(200)
  @Respuesta('ReservaDetalle')
  crear(@Body() datos: CrearReservaDto, @Headers('idempotency-key') idempotencia?: string): Promise<ReservaDetalle> {
    return this.commandBus.execute(new CrearReserva(datos, idempotencia));
  }
}
