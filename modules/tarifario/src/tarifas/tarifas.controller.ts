import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { TarifaDto } from './tarifa.dto';
import { TarifasService } from './tarifas.service';

@ApiTags('TarifasB')
@Controller('TarifasB')
export class TarifasController {
  constructor(private readonly tarifas: TarifasService) {}

  @Get(':hotelId/:tipo')
  listar(@Param('hotelId', ParseIntPipe) hotelId: number, @Param('tipo', ParseIntPipe) tipo: number) {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.tarifas.listar(tipo);
  }

  @Get(':id')
  obtener(@Param('id', ParseIntPipe) id: number) {
    return this.tarifas.obtener(id);
  }

  @Post()
  @HttpCode(200)
  crear(@Body() datos: TarifaDto) {
    return this.tarifas.guardar(null, datos);
  }

  @Put(':id')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: TarifaDto) {
    return this.tarifas.guardar(id, datos);
  }

  @Delete(':id')
  eliminar(@Param('id', ParseIntPipe) id: number) {
    return this.tarifas.eliminar(id);
  }
}
