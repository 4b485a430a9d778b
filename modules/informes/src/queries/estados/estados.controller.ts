import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MENSAJES_INFORMES as M, type TableroEstados } from '@recepcion/contracts';
import { FechaPipe, LecturaEnEspera, lista, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { EstadosDelDia } from './estados.query';

const TABLERO = objeto({
  reservas: lista(objeto({ EstadoId: 'integer', Count: 'integer' })),
  habitaciones: 'integer',
  llegadas: 'integer',
  salidas: 'integer',
  enCasa: 'integer',
  ocupacion: lista(objeto({ Fecha: 'string', Ocupadas: 'integer' })),
});

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class EstadosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('InfEstados/:fecha')
  @ApiOperation({ summary: "Dashboard: rooms held that night per reservation status (8 read as check-out), the hotel's rooms, arrivals, departures, in-house and the next 14 nights" })
  @ApiParam({ name: 'fecha', example: '2027-10-02' })
  @ApiOkResponse({ schema: TABLERO })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('TableroEstados')
  estados(@Param('fecha', new FechaPipe(M.seleccioneLaFecha)) fecha: string): Promise<TableroEstados> {
    return this.queryBus.execute(new EstadosDelDia(fecha));
  }
}
