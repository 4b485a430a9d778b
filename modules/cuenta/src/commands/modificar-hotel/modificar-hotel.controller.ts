import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { HotelDto } from '../../compartido/hotel.dto';
import type { HotelRespuesta } from '../../compartido/hotel-propio';
import { ModificarHotel } from './modificar-hotel.command';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Hoteles')
@Controller('Hoteles')
export class ModificarHotelController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id')
  @Respuesta('HotelRespuesta')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: HotelDto): Promise<HotelRespuesta> {
    return this.commandBus.execute(new ModificarHotel(id, datos));
  }
}
