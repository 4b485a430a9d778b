import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { type CanalesFila, ListarCanales } from './listar-canales.query';

@ApiTags('Canales')
@Controller('Canales')
export class ListarCanalesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/Canales/{hotelId}`: private (the session guard answers a signed-out caller); another hotel's id answers 404. */
  @Get(':hotelId')
  listar(@Param('hotelId', ParseIntPipe) hotelId: number): Promise<CanalesFila[]> {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.queryBus.execute(new ListarCanales(hotelId));
  }
}
