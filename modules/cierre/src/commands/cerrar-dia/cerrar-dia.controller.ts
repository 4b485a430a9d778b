import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CierreDia, MENSAJES_CIERRE } from '@recepcion/contracts';
import { Escritura, FechaPipe, Respuesta } from '@recepcion/platform';
import { CerrarDia } from './cerrar-dia.command';

/** The day's close: administrators only (a write's default level). */
@ApiTags('CierreDia')
@Escritura('administracion')
@Controller('CierreDia')
export class CerrarDiaController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':fecha')
  @HttpCode(200)
  @Respuesta('CierreDia')
  cerrar(@Param('fecha', new FechaPipe(MENSAJES_CIERRE.fechaNoValida)) fecha: string): Promise<CierreDia> {
    return this.commandBus.execute(new CerrarDia(fecha));
  }
}
