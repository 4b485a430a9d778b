import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { SesionRespuesta } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escribirCookiesDeSesion } from '../../compartido/cookies';
import { Registrar } from './registrar.command';
import { RegistrarDto } from './registrar.dto';

@ApiTags('Cuenta')
@Controller('Cuenta')
export class RegistrarController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Register')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @Respuesta('SesionRespuesta')
  async registrar(@Body() datos: RegistrarDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SesionRespuesta> {
    const { respuesta, token } = await this.commandBus.execute(new Registrar(datos));
    escribirCookiesDeSesion(request, reply, { token }, { hotelId: respuesta.hotel_id, usuarioId: respuesta.user_id, recordar: false });
    return respuesta;
  }
}
