import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { FechaPipe } from '@recepcion/platform';
import { DisponibilidadHabitacion } from './disponibilidad-habitacion.query';

@ApiTags('ReservasB')
@Controller('ReservasB')
export class DisponibilidadHabitacionController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `.../{room}/{in}/{out}/{reservation or 0}/0/0`: a boolean. The two trailing zeros are the spec's and carry nothing. */
  @Get('IsHabitacionDisponible/:habitacionId/:checkIn/:checkOut/:reservaId/:a/:b')
  @ApiParam({ name: 'reservaId', description: 'La reserva que se edita (su propia ocupación no cuenta), o 0', schema: { type: 'integer' } })
  @ApiParam({ name: 'a', description: 'Siempre 0 (forma de la especificación)', schema: { type: 'integer', enum: [0] } })
  @ApiParam({ name: 'b', description: 'Siempre 0 (forma de la especificación)', schema: { type: 'integer', enum: [0] } })
  @ApiOkResponse({ description: 'true si la habitación está libre esas noches', schema: { type: 'boolean' } })
  disponible(
    @Param('habitacionId', ParseIntPipe) habitacionId: number,
    @Param('checkIn', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) checkIn: string,
    @Param('checkOut', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) checkOut: string,
    @Param('reservaId', ParseIntPipe) reservaId: number,
  ): Promise<boolean> {
    return this.queryBus.execute(new DisponibilidadHabitacion(habitacionId, checkIn, checkOut, reservaId));
  }
}
