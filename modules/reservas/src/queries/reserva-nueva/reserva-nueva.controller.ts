import { Body, Controller, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaNueva as ReservaNuevaRespuesta } from '@recepcion/contracts';
import { BorradorReservaDto } from './reserva-nueva.dto';
import { ReservaNueva } from './reserva-nueva.query';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('todos')
@Controller('ReservasB')
export class ReservaNuevaController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Fills a new reservation from a draft (dates, rooms, client): defaults of spec section 4. */
  @Put('GetReservaNuevo')
  @Respuesta('ReservaNueva')
  nuevo(@Body() borrador: BorradorReservaDto): Promise<ReservaNuevaRespuesta> {
    return this.queryBus.execute(new ReservaNueva(borrador));
  }
}
