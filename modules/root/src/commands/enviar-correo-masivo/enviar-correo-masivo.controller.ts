import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CorreoEnviado } from '@recepcion/contracts';
import { Respuesta, SoloOperador } from '@recepcion/platform';
import { EnviarCorreoMasivo } from './enviar-correo-masivo.command';
import { EnviarCorreoMasivoDto } from './enviar-correo-masivo.dto';

@ApiTags('Correo')
@Controller('Correo')
export class EnviarCorreoMasivoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('Enviar')
  @HttpCode(200)
  @SoloOperador()
  @ApiOperation({ summary: 'Sends the bulk mail to one recipient, @u and @h replaced by the upper-cased user and hotel names (operators only)' })
  @Respuesta('CorreoEnviado', { descripcion: "{Message: 'Enviado', Email}" })
  @ApiBadRequestResponse({ description: "{Message}: a rule of section 5, or 'No se pudo enviar el correo a {Email}' when the mail server refuses it" })
  enviar(@Body() datos: EnviarCorreoMasivoDto): Promise<CorreoEnviado> {
    return this.commandBus.execute(new EnviarCorreoMasivo({ ...datos }));
  }
}
