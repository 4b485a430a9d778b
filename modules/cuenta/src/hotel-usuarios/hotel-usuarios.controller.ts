import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HotelUsuario } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { ActualizarHotelUsuarioDto, CrearUsuarioDto, HotelUsuarioDto } from './hotel-usuarios.dto';
import { HotelUsuariosService } from './hotel-usuarios.service';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class HotelUsuariosController {
  constructor(private readonly usuarios: HotelUsuariosService) {}

  @Post('CrearUsuario')
  @HttpCode(200)
  crearUsuario(@Body() datos: CrearUsuarioDto): Promise<HotelUsuario> {
    return this.usuarios.crearUsuario(datos);
  }

  @Get(':hotelId')
  listar(@Param('hotelId', ParseIntPipe) hotelId: number): Promise<HotelUsuario[]> {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.usuarios.listar();
  }

  @Post()
  @HttpCode(200)
  darAcceso(@Body() datos: HotelUsuarioDto): Promise<HotelUsuario> {
    return this.usuarios.darAcceso(datos.Usuario, datos.IDTipoUsuario);
  }

  @Put(':id')
  cambiarTipo(@Param('id', ParseIntPipe) id: number, @Body() datos: ActualizarHotelUsuarioDto): Promise<HotelUsuario> {
    return this.usuarios.cambiarTipo(id, datos.IDTipoUsuario);
  }

  @Delete(':id')
  async quitar(@Param('id', ParseIntPipe) id: number) {
    await this.usuarios.quitarAcceso(id);
    return { Message: 'Eliminado con éxito' };
  }
}
