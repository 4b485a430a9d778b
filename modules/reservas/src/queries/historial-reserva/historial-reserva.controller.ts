import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { EventoHistorialReserva } from '@recepcion/contracts';
import { HistorialReserva } from './historial-reserva.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Controller('ReservasB')
export class HistorialReservaController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Our addition: the reservation's events as a readable timeline. */
  @Get(':id/Historial')
  @Respuesta('EventoHistorialReserva', { lista: true })
  historial(@Param('id', ParseIntPipe) id: number): Promise<EventoHistorialReserva[]> {
    return this.queryBus.execute(new HistorialReserva(id));
  }
}
