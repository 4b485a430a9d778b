import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_CIERRE, type PendientesCierre } from '@recepcion/contracts';
import { FechaPipe, Respuesta } from '@recepcion/platform';
import { ObtenerPendientesCierre } from './pendientes-cierre.query';

@ApiTags('CierreDia')
@Controller('CierreDia')
export class PendientesCierreController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':fecha/Pendientes')
  @Respuesta('PendientesCierre')
  pendientes(@Param('fecha', new FechaPipe(MENSAJES_CIERRE.fechaNoValida)) fecha: string): Promise<PendientesCierre> {
    return this.queryBus.execute(new ObtenerPendientesCierre(fecha));
  }
}
