import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RespuestaMensaje } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, Respuesta } from '@recepcion/platform';
import { EnviarVerificacion } from './enviar-verificacion.command';

/** Any user type may ask for its own address's link. */
@ApiTags('Cuenta')
@Escritura('todos')
@Controller('Cuenta')
export class EnviarVerificacionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('EnviarVerificacion')
  @HttpCode(200)
  @LimiteSolicitudes({ max: 5, ventanaMs: 10 * 60_000 })
  @ApiOperation({ summary: 'Envía otra vez el enlace para verificar el correo de la sesión', description: 'A la dirección de la propia cuenta, a lo más 3 veces por hora.' })
  @Respuesta('RespuestaMensaje')
  enviar(): Promise<RespuestaMensaje> {
    return this.commandBus.execute(new EnviarVerificacion());
  }
}
