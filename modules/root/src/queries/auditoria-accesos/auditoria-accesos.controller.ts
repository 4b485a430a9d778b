import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditoriaAccesoFila } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { AuditoriaAccesos } from './auditoria-accesos.query';

@ApiTags('Root')
@Controller('Root')
export class AuditoriaAccesosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Auditoria')
  @SoloOperador()
  @ApiOperation({ summary: 'Who accessed which hotel, when and from which address, newest first (operators only)' })
  @ApiOkResponse({ description: 'Id, UsuarioId, Usuario, HotelId, NombreHotel, Accion, Direccion, Fecha' })
  @Respuesta('AuditoriaAccesoFila', { lista: true })
  auditoria(): Promise<AuditoriaAccesoFila[]> {
    return this.queryBus.execute(new AuditoriaAccesos());
  }
}
