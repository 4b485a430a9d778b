import type {} from '@fastify/cookie';
import { Controller, HttpCode, Ip, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type AccesoHotelRespuesta, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import type { FastifyReply } from 'fastify';
import { IdPipe } from '../../compartido/id-pipe';
import { AccederHotel } from './acceder-hotel.command';

/** The UI's `h` cookie follows the session's hotel, so the start-up call loads that hotel. */
function cookieHotel(reply: FastifyReply, hotelId: number) {
  reply.setCookie('h', String(hotelId), { path: '/', sameSite: 'lax' });
}

@ApiTags('Root')
@Controller('Root')
@SoloOperador()
export class AccederHotelController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('AccederHotel/:hotelId')
  @HttpCode(200)
  @ApiOperation({ summary: "Support access: the operator's own session reads and writes as this hotel until VolverHotel; audited (operators only)" })
  @ApiParam({ name: 'hotelId', description: 'The hotel (IDCM of the global report)' })
  @ApiOkResponse({ description: "{Message: 'Accediendo como {hotel}', HotelId, NombreHotel, HotelPropioId}" })
  @Respuesta('AccesoHotelRespuesta')
  async acceder(
    @Param('hotelId', new IdPipe(M.hotelNoValido)) hotelId: number,
    @Ip() direccion: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccesoHotelRespuesta> {
    const respuesta = await this.commandBus.execute(new AccederHotel(hotelId, direccion ?? null));
    cookieHotel(reply, respuesta.HotelId);
    return respuesta;
  }

  @Post('VolverHotel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the support access: the session goes back to the hotel it signed in to; audited (operators only)' })
  @ApiOkResponse({ description: "{Message: 'De vuelta en su hotel', HotelId, NombreHotel, HotelPropioId}" })
  @Respuesta('AccesoHotelRespuesta')
  async volver(@Ip() direccion: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccesoHotelRespuesta> {
    const respuesta = await this.commandBus.execute(new AccederHotel(null, direccion ?? null));
    cookieHotel(reply, respuesta.HotelId);
    return respuesta;
  }
}
