import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_CUENTA as M, type RespuestaMensaje } from '@recepcion/contracts';
import type { FastifyReply } from 'fastify';
import { LimiteSolicitudes, Publico, requestContext, Respuesta } from '@recepcion/platform';
import { RecuperacionService } from './recuperacion.service';
import { RecuperarContrasenaDto, RestablecerContrasenaDto } from './recuperar-contrasena.dto';

@ApiTags('Cuenta')
@Controller('Cuenta')
export class RecuperarContrasenaController {
  constructor(private readonly recuperacion: RecuperacionService) {}

  @Post('RecoveryPassword')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 5, ventanaMs: 10 * 60_000 })
  @Respuesta('RespuestaMensaje')
  async recuperar(@Body() datos: RecuperarContrasenaDto, @Res({ passthrough: true }) respuesta: FastifyReply): Promise<RespuestaMensaje> {
    const despues = await this.recuperacion.solicitar(datos.email, requestContext.require().now);
    // The rest (a known address's mail) starts once the answer has gone, so the answer never waits for it.
    respuesta.raw.once('close', despues);
    return { Message: M.contrasenaEnviada };
  }

  /** Our addition: the page behind the e-mailed link sets the new password here. */
  @Post('RestablecerContrasena')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @Respuesta('RespuestaMensaje')
  async restablecer(@Body() datos: RestablecerContrasenaDto): Promise<RespuestaMensaje> {
    await this.recuperacion.restablecer(datos.token, datos.password, requestContext.require().now);
    return { Message: 'Contraseña cambiada con éxito' };
  }
}
