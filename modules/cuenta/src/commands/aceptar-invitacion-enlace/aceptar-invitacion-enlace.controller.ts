import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AceptacionHecha } from '../../compartido/acceso-por-invitacion';
import { escribirCookiesDeSesion, escribirCookiesDeUi } from '../../compartido/cookies';
import { AceptarInvitacionPorEnlace } from './aceptar-invitacion-enlace.command';
import { AceptarInvitacionEnlaceDto } from './aceptar-invitacion-enlace.dto';

/** The page behind the invitation's mailed link (`/invitacion?token=…`): open without a session. */
@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class AceptarInvitacionEnlaceController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Aceptar')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @ApiOperation({
    summary: 'Acepta la invitación del enlace del correo',
    description:
      'Con la sesión de la cuenta de esa dirección; o, si la dirección no tiene cuenta, creándola con nombre y password (queda con la sesión iniciada). ' +
      'La dirección queda verificada y la sesión pasa al hotel que invitó en el acto. El enlace sirve una vez y vence a los 7 días.',
  })
  @Respuesta('RespuestaInvitacion')
  async aceptar(@Body() datos: AceptarInvitacionEnlaceDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RespuestaInvitacion> {
    const hecha = await this.commandBus.execute<AceptarInvitacionPorEnlace, AceptacionHecha>(new AceptarInvitacionPorEnlace(datos.token, datos.nombre || undefined, datos.password || undefined));
    const ids = { hotelId: hecha.hotelId, usuarioId: hecha.usuarioId, recordar: hecha.recordar };
    if (hecha.token) escribirCookiesDeSesion(request, reply, { token: hecha.token }, ids);
    else escribirCookiesDeUi(request, reply, ids, hecha.maxAgeSegundos);
    return hecha.respuesta;
  }
}
