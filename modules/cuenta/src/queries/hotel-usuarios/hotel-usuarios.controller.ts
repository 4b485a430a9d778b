import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelUsuario } from '@recepcion/contracts';
import { HotelUsuarios } from './hotel-usuarios.query';
import { Respuesta } from '@recepcion/platform';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class HotelUsuariosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':hotelId')
  @Respuesta('HotelUsuario', { lista: true })
  listar(@Param('hotelId', ParseIntPipe) hotelId: number): Promise<HotelUsuario[]> {
    return this.queryBus.execute(new HotelUsuarios(hotelId));
  }
}
