import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { hotelDeLaSesion, NoEncontradoError, Respuesta } from '@recepcion/platform';
import { TarifaDto } from './tarifa.dto';
import { TarifasService } from './tarifas.service';

@ApiTags('TarifasB')
@Controller('TarifasB')
export class TarifasController {
  constructor(private readonly tarifas: TarifasService) {}

  @Get(':hotelId/:tipo')
  @Respuesta('TarifaFila', { lista: true })
  listar(@Param('hotelId', ParseIntPipe) hotelId: number, @Param('tipo', ParseIntPipe) tipo: number) {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.tarifas.listar(tipo);
  }

  @Get(':id')
  @Respuesta('TarifaDetalle')
  obtener(@Param('id', ParseIntPipe) id: number) {
    return this.tarifas.obtener(id);
  }

  @Post()
  @HttpCode(200)
  @Respuesta('TarifaDetalle')
  crear(@Body() datos: TarifaDto) {
    return this.tarifas.guardar(null, datos);
  }

  @Put(':id')
  @Respuesta('TarifaDetalle')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: TarifaDto) {
    return this.tarifas.guardar(id, datos);
  }

  @Delete(':id')
  @Respuesta('TarifaDetalle')
  eliminar(@Param('id', ParseIntPipe) id: number) {
    return this.tarifas.eliminar(id);
  }
}
