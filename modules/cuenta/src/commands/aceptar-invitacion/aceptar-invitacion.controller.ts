import { Controller, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AceptacionHecha } from '../../compartido/acceso-por-invitacion';
import { escribirCookiesDeUi } from '../../compartido/cookies';
import { AceptarInvitacion } from './aceptar-invitacion.command';

/** The invited person's own answer: any user type may give it. */
@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class AceptarInvitacionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/Aceptar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Acepta una invitación de «Invitaciones»',
    description: 'Sólo con el correo verificado. Da el acceso al hotel con el tipo ofrecido y la sesión pasa a ese hotel en el acto (Sesion, y las cookies h y u).',
  })
  @Respuesta('RespuestaInvitacion')
  async aceptar(@Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RespuestaInvitacion> {
    const hecha = await this.commandBus.execute<AceptarInvitacion, AceptacionHecha>(new AceptarInvitacion(id));
    escribirCookiesDeUi(request, reply, { hotelId: hecha.hotelId, usuarioId: hecha.usuarioId, recordar: hecha.recordar }, hecha.maxAgeSegundos);
    return hecha.respuesta;
  }
}
