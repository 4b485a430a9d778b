import { Body, Controller, Headers, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { ModificarReserva } from './modificar-reserva.command';
import { ModificarReservaDto } from './modificar-reserva.dto';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('recepcion')
@Controller('ReservasB')
export class ModificarReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Full edit. `Version` (or If-Match) guards against overwriting someone else's change: 409. */
  @Put(':id')
  @Respuesta('ReservaDetalle')
  modificar(
    @Param('id', ParseIntPipe) id: number,
    @Body() datos: ModificarReservaDto,
    @Headers('if-match') ifMatch?: string,
    @Headers('idempotency-key') idempotencia?: string,
  ): Promise<ReservaDetalle> {
    const version = datos.Version ?? (ifMatch ? Number(ifMatch.replace(/"/g, '')) : undefined);
    return this.commandBus.execute(new ModificarReserva(id, datos, Number.isFinite(version) ? version : undefined, idempotencia));
  }
}
