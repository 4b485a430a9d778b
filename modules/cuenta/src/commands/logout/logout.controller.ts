import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { borrarCookieSesion, Publico, requestContext, Respuesta } from '@recepcion/platform';
import type { FastifyReply } from 'fastify';
import { borrarCookiesDeUi } from '../../compartido/cookies';
import { SesionesService } from '../../sesiones/sesiones.service';

/** Signing out ends the session on the server, not only in the browser. */
@ApiTags('Cuenta')
@Controller('Cuenta')
export class LogoutController {
  constructor(private readonly sesiones: SesionesService) {}

  @Post('Logout')
  @HttpCode(200)
  @Publico()
  @Respuesta('RespuestaMensaje')
  async logout(@Res({ passthrough: true }) reply: FastifyReply) {
    const sessionId = requestContext.require().sessionId;
    if (sessionId) await this.sesiones.cerrar(sessionId);
    borrarCookieSesion(reply);
    borrarCookiesDeUi(reply);
    return { Message: 'Sesión cerrada' };
  }
}
