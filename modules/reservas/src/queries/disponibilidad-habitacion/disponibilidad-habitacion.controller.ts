import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DisponibilidadHabitacion } from './disponibilidad-habitacion.query';

@ApiTags('ReservasB')
@Controller('ReservasB')
export class DisponibilidadHabitacionController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `.../{room}/{in}/{out}/{reservation or 0}/0/0`: a boolean. */
  @Get('IsHabitacionDisponible/:habitacionId/:checkIn/:checkOut/:reservaId/:a/:b')
  disponible(
    @Param('habitacionId', ParseIntPipe) habitacionId: number,
    @Param('checkIn') checkIn: string,
    @Param('checkOut') checkOut: string,
    @Param('reservaId', ParseIntPipe) reservaId: number,
  ): Promise<boolean> {
    return this.queryBus.execute(new DisponibilidadHabitacion(habitacionId, checkIn, checkOut, reservaId));
  }
}
