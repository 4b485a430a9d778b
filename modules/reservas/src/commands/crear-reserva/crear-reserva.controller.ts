import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { CrearReserva } from './crear-reserva.command';
import { CrearReservaDto } from './crear-reserva.dto';
import { Escritura, huellaDeSolicitud, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('recepcion')
@Controller('ReservasB')
export class CrearReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * The wizard's create. `EstadoId` creates it in that status; `Idempotency-Key` makes a retry
   * answer the first result, and the same key with another body answers 422.
   */
  @Post()
  @HttpCode(200)
  @Respuesta('ReservaDetalle')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Una por intento de creación: un reintento con ella responde la reserva del primero' })
  @ApiResponse({ status: 422, description: 'La Idempotency-Key ya se usó con otros datos.' })
  crear(@Body() datos: CrearReservaDto, @Headers('idempotency-key') idempotencia?: string): Promise<ReservaDetalle> {
    return this.commandBus.execute(new CrearReserva(datos, idempotencia, undefined, idempotencia ? huellaDeSolicitud(datos) : undefined));
  }
}
