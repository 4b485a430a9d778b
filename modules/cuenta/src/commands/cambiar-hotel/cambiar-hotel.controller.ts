import { Controller, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CambioDeHotel, SESION_RECORDAR_DIAS } from '@recepcion/contracts';
import { Escritura, ParaCamareria, Respuesta } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escribirCookiesDeUi } from '../../compartido/cookies';
import { CambiarHotel } from './cambiar-hotel.command';
import type { CambioHecho } from './cambiar-hotel.handler';

/** The user's own choice of hotel: any user type may make it. */
@ApiTags('Cuenta')
@Escritura('todos')
@ParaCamareria()
@Controller('Cuenta')
export class CambiarHotelController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('CambiarHotel/:hotelId')
  @HttpCode(200)
  @Respuesta('CambioDeHotel')
  async cambiar(@Param('hotelId', ParseIntPipe) hotelId: number, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CambioDeHotel> {
    const hecho = await this.commandBus.execute<CambiarHotel, CambioHecho>(new CambiarHotel(hotelId));
    escribirCookiesDeUi(request, reply, { hotelId: hecho.hotelId, usuarioId: hecho.usuarioId, recordar: hecho.recordar }, hecho.recordar ? SESION_RECORDAR_DIAS * 24 * 60 * 60 : undefined);
    return hecho.respuesta;
  }
}
