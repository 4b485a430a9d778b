import { Body, Controller, Headers, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { ModificarReserva } from './modificar-reserva.command';
import { ModificarReservaDto } from './modificar-reserva.dto';
import { Escritura, huellaDeSolicitud, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('recepcion')
@Controller('ReservasB')
export class ModificarReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Full edit. `Version` (or If-Match) guards against overwriting someone else's change: 409.
   * `Idempotency-Key` makes a retry answer the first result; with another body, 422.
   */
  @Put(':id')
  @Respuesta('ReservaDetalle')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Una por intento de guardado: un reintento con ella responde el resultado del primero' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'La versión de la reserva sobre la que se hizo el cambio (o el campo Version)' })
  @ApiResponse({ status: 422, description: 'La Idempotency-Key ya se usó con otros datos.' })
  modificar(
    @Param('id', ParseIntPipe) id: number,
    @Body() datos: ModificarReservaDto,
    @Headers('if-match') ifMatch?: string,
    @Headers('idempotency-key') idempotencia?: string,
  ): Promise<ReservaDetalle> {
    const version = datos.Version ?? (ifMatch ? Number(ifMatch.replace(/"/g, '')) : undefined);
    const versionEsperada = Number.isFinite(version) ? version : undefined;
    const huella = idempotencia ? huellaDeSolicitud(id, datos, versionEsperada) : undefined;
    return this.commandBus.execute(new ModificarReserva(id, datos, versionEsperada, idempotencia, huella));
  }
}
