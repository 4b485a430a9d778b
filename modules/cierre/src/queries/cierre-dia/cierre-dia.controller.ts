import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CierreDia, MENSAJES_CIERRE } from '@recepcion/contracts';
import { FechaPipe, Respuesta } from '@recepcion/platform';
import { ObtenerCierreDia } from './cierre-dia.query';

@ApiTags('CierreDia')
@Controller('CierreDia')
export class CierreDiaController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':fecha')
  @Respuesta('CierreDia')
  obtener(@Param('fecha', new FechaPipe(MENSAJES_CIERRE.fechaNoValida)) fecha: string): Promise<CierreDia> {
    return this.queryBus.execute(new ObtenerCierreDia(fecha));
  }
}
