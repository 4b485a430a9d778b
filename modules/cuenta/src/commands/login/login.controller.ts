import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { SesionRespuesta } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escribirCookiesDeSesion } from '../../compartido/cookies';
import { IniciarSesion } from './login.command';
import { LoginDto } from './login.dto';

@ApiTags('Cuenta')
@Controller('Cuenta')
export class LoginController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Login')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 20, ventanaMs: 60_000 })
  @Respuesta('SesionRespuesta')
  async login(@Body() datos: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SesionRespuesta> {
    const { respuesta, token, maxAgeSegundos } = await this.commandBus.execute(new IniciarSesion(datos, request.ip));
    escribirCookiesDeSesion(request, reply, { token, maxAgeSegundos }, { hotelId: respuesta.hotel_id, usuarioId: respuesta.user_id, recordar: datos.recordar === true });
    return respuesta;
  }
}
