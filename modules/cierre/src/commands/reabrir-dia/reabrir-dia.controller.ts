import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CierreDia, MENSAJES_CIERRE } from '@recepcion/contracts';
import { Escritura, FechaPipe, Respuesta } from '@recepcion/platform';
import { ReabrirDia } from './reabrir-dia.command';

/** Reopening the last closed day: administrators only, recorded with who and when. */
@ApiTags('CierreDia')
@Escritura('administracion')
@Controller('CierreDia')
export class ReabrirDiaController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':fecha/Reabrir')
  @HttpCode(200)
  @Respuesta('CierreDia')
  reabrir(@Param('fecha', new FechaPipe(MENSAJES_CIERRE.fechaNoValida)) fecha: string): Promise<CierreDia> {
    return this.commandBus.execute(new ReabrirDia(fecha));
  }
}
