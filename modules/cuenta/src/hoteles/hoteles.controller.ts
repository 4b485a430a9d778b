import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, Recortar, requestContext } from '@recepcion/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { largoMaximo } from '../compartido/validacion';
import { ConfiguracionHotel } from '../entities/configuracion.entity';
import { Hotel } from '../entities/hotel.entity';
import { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';

export class HotelDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;
}

const toHotel = (h: Hotel) => ({ Id: h.id, Nombre: h.nombre, EmpresaId: h.empresaId, FechaCreacion: h.creadoEn.toISOString() });

/** The session's hotel; POST opens another hotel of the same company for the caller. */
@ApiTags('Hoteles')
@Controller('Hoteles')
export class HotelesController {
  constructor(private readonly em: EntityManager) {}

  private async hotelPropio(id: number): Promise<Hotel> {
    if (id !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.em.findOneOrFail(Hotel, { id });
  }

  @Get(':id')
  async obtener(@Param('id', ParseIntPipe) id: number) {
    return toHotel(await this.hotelPropio(id));
  }

  @Put(':id')
  async actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: HotelDto) {
    const hotel = await this.hotelPropio(id);
    hotel.nombre = datos.Nombre;
    await this.em.flush();
    return toHotel(hotel);
  }

  @Post()
  @HttpCode(200)
  async crear(@Body() datos: HotelDto) {
    const ctx = requestContext.require();
    const actual = await this.hotelPropio(hotelDeLaSesion());
    const configActual = await this.em.findOneOrFail(ConfiguracionHotel, { hotelId: actual.id });
    return this.em.transactional(async (em) => {
      const hotel = em.create(Hotel, { empresaId: actual.empresaId, nombre: datos.Nombre, creadoEn: ctx.now });
      await em.flush();
      em.create(ConfiguracionHotel, { hotelId: hotel.id, nombre: datos.Nombre, monedaId: configActual.monedaId, paisId: configActual.paisId, email: configActual.email });
      em.create(HotelUsuarioAcceso, { hotelId: hotel.id, usuarioId: ctx.userId!, tipoUsuario: 'AD' });
      await em.flush();
      return toHotel(hotel);
    });
  }
}
