import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RespuestaMensaje } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { VerificarCorreo } from './verificar-correo.command';
import { VerificarCorreoDto } from './verificar-correo.dto';

@ApiTags('Cuenta')
@Escritura('todos')
@Controller('Cuenta')
export class VerificarCorreoController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Our addition: the page behind the sign-up's mailed link (`/verificar?token=…`). */
  @Post('Verificar')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @ApiOperation({
    summary: 'Verifica el correo de una cuenta con el enlace enviado a él',
    description: 'Sin sesión: el enlace prueba la dirección. Sirve una vez y vence a los 7 días. Desde entonces la cuenta ve las invitaciones enviadas a esa dirección.',
  })
  @Respuesta('RespuestaMensaje')
  verificar(@Body() datos: VerificarCorreoDto): Promise<RespuestaMensaje> {
    return this.commandBus.execute(new VerificarCorreo(datos.token));
  }
}
