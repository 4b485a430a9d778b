import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { HotelDto } from '../../compartido/hotel.dto';
import type { HotelRespuesta } from '../../compartido/hotel-propio';
import { CrearHotel } from './crear-hotel.command';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Hoteles')
@Controller('Hoteles')
export class CrearHotelController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Respuesta('HotelRespuesta')
  crear(@Body() datos: HotelDto): Promise<HotelRespuesta> {
    return this.commandBus.execute(new CrearHotel(datos));
  }
}
