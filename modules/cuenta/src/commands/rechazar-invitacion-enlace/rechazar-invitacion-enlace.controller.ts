import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { EnlaceInvitacionDto } from '../../compartido/enlace-invitacion';
import { RechazarInvitacionPorEnlace } from './rechazar-invitacion-enlace.command';

@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class RechazarInvitacionEnlaceController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Rechazar')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @ApiOperation({ summary: 'Rechaza la invitación del enlace del correo', description: 'Sin sesión: el enlace prueba la dirección. La invitación y su enlace dejan de existir.' })
  @Respuesta('RespuestaInvitacion')
  rechazar(@Body() datos: EnlaceInvitacionDto): Promise<RespuestaInvitacion> {
    return this.commandBus.execute(new RechazarInvitacionPorEnlace(datos.token));
  }
}
