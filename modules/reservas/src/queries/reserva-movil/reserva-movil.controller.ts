import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaMovil } from '@recepcion/contracts';
import { ObtenerReserva } from '../reserva/reserva.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('calendario')
@Controller('calendario')
export class ReservaMovilController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The read-only mobile view: the same read model as GET, split into general data and lists. */
  @Get('reserva-movil/:id')
  @Respuesta('ReservaMovil')
  async movil(@Param('id', ParseIntPipe) id: number): Promise<ReservaMovil> {
    const { Habitaciones, Cargos, Ingresos, Pasajeros, ...general } = await this.queryBus.execute(new ObtenerReserva(id));
    return { general, habitaciones: Habitaciones, cargos: Cargos, ingresos: Ingresos, pasajeros: Pasajeros };
  }
}
