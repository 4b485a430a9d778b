import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { ObtenerReserva } from './reserva.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Controller('ReservasB')
export class ReservaController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The reservation with its rooms, charges, payments, guests, balances per currency and `Version`. */
  @Get(':id')
  @Respuesta('ReservaDetalle')
  obtener(@Param('id', ParseIntPipe) id: number): Promise<ReservaDetalle> {
    return this.queryBus.execute(new ObtenerReserva(id));
  }
}
