import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelRespuesta } from '../../compartido/hotel-propio';
import { ObtenerHotel } from './hotel.query';
import { Respuesta } from '@recepcion/platform';

/** The session's hotel; any other id is "not found". */
@ApiTags('Hoteles')
@Controller('Hoteles')
export class HotelController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @Respuesta('HotelRespuesta')
  obtener(@Param('id', ParseIntPipe) id: number): Promise<HotelRespuesta> {
    return this.queryBus.execute(new ObtenerHotel(id));
  }
}
